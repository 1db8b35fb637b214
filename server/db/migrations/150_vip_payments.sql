-- VIP payments (issue 9): orders with states and an idempotency key per tap, provider
-- notifications kept for replay refusal, VIP grants (exactly once per source), redeemable VIP
-- codes, bargains with one active per user and package, appeals, gift delivery addresses and
-- the customer-service account per region. The 001 orders and bargains tables never had a
-- handler (no row was ever written), so they are replaced.
DROP TABLE orders;
DROP TABLE bargains;

CREATE TABLE delivery_addresses (
  id         serial PRIMARY KEY,
  uid        integer NOT NULL REFERENCES users (id),
  name       text NOT NULL,
  phone      text NOT NULL,
  address    text NOT NULL,
  created_at integer NOT NULL
);
CREATE INDEX delivery_addresses_uid ON delivery_addresses (uid, id);

CREATE TABLE bargains (
  key          text PRIMARY KEY,
  uid          integer NOT NULL REFERENCES users (id),
  package_id   integer NOT NULL REFERENCES vip_packages (id),
  -- The price the bargain started from and the price it has reached.
  start_price  double precision NOT NULL,
  price        double precision NOT NULL CHECK (price >= 0),
  end_time     integer NOT NULL,
  -- active (joined, friends may cut), given_up, used (bought or claimed)
  state        text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'given_up', 'used')),
  created_at   integer NOT NULL
);
-- One active bargain per user and package; a concurrent second join finds the first.
CREATE UNIQUE INDEX bargains_one_active ON bargains (uid, package_id) WHERE state = 'active';
CREATE INDEX bargains_uid ON bargains (uid, created_at DESC);

CREATE TABLE bargain_helps (
  bargain_key text NOT NULL REFERENCES bargains (key),
  helper_uid  integer NOT NULL REFERENCES users (id),
  cut         double precision NOT NULL,
  created_at  integer NOT NULL,
  PRIMARY KEY (bargain_key, helper_uid)
);

CREATE TABLE orders (
  id           text PRIMARY KEY,
  uid          integer NOT NULL REFERENCES users (id),
  to_uid       integer NOT NULL REFERENCES users (id),
  package_id   integer NOT NULL REFERENCES vip_packages (id),
  category_id  integer NOT NULL,
  pay_type     integer NOT NULL,
  -- What the server priced the order at (never a client value), in the package's currency.
  amount       double precision NOT NULL CHECK (amount >= 0),
  rmb          double precision NOT NULL CHECK (rmb >= 0),
  price_symbol text NOT NULL,
  promotions   text NOT NULL DEFAULT '',
  -- What paying grants, fixed when the order is made.
  vip_type     integer NOT NULL,
  days         integer NOT NULL CHECK (days > 0),
  state        text NOT NULL DEFAULT 'created' CHECK (state IN ('created', 'pending', 'paid', 'cancelled', 'expired', 'refunded')),
  -- The client's key for one tap on 授权支付; a retry or double tap sends the same one.
  request_id   text,
  bargain_key  text REFERENCES bargains (key),
  address_id   integer REFERENCES delivery_addresses (id),
  provider     text NOT NULL DEFAULT 'sandbox',
  provider_ref text NOT NULL DEFAULT '',
  created_at   integer NOT NULL,
  updated_at   integer NOT NULL,
  expires_at   integer NOT NULL,
  paid_at      integer
);
CREATE UNIQUE INDEX orders_request ON orders (uid, request_id) WHERE request_id IS NOT NULL;
CREATE INDEX orders_uid ON orders (uid, created_at DESC);
CREATE INDEX orders_unpaid ON orders (expires_at) WHERE state IN ('created', 'pending');

-- Every provider notification that passed the signature check, by its id: a replay is refused.
CREATE TABLE payment_notifications (
  notify_id   text PRIMARY KEY,
  order_id    text NOT NULL,
  outcome     text NOT NULL,
  received_at integer NOT NULL
);

-- VIP time given to a user. source is unique ('order:<id>', 'code:<hash>'), so a source grants once.
CREATE TABLE vip_grants (
  id            serial PRIMARY KEY,
  uid           integer NOT NULL REFERENCES users (id),
  source        text NOT NULL UNIQUE,
  vip_type      integer NOT NULL,
  days          integer NOT NULL,
  level_before  integer NOT NULL,
  expire_before integer NOT NULL,
  level_after   integer NOT NULL,
  expire_after  integer NOT NULL,
  created_at    integer NOT NULL
);
CREATE INDEX vip_grants_uid ON vip_grants (uid, created_at DESC);

-- Codes made by `npm run vip:codes`, stored as an HMAC only; used_by set once.
CREATE TABLE vip_codes (
  code_hash   text PRIMARY KEY,
  vip_type    integer NOT NULL,
  category_id integer NOT NULL,
  days        integer NOT NULL CHECK (days > 0),
  batch       text NOT NULL DEFAULT '',
  created_at  integer NOT NULL,
  expires_at  integer NOT NULL,
  used_by     integer REFERENCES users (id),
  used_at     integer
);

CREATE TABLE order_appeals (
  id         serial PRIMARY KEY,
  order_id   text NOT NULL REFERENCES orders (id),
  uid        integer NOT NULL REFERENCES users (id),
  reason     text NOT NULL,
  contact    text NOT NULL DEFAULT '',
  -- open, closed
  state      text NOT NULL DEFAULT 'open',
  created_at integer NOT NULL
);
-- One open appeal per order.
CREATE UNIQUE INDEX order_appeals_open ON order_appeals (order_id) WHERE state = 'open';

-- Where offered: comma-separated region codes, empty = everywhere.
ALTER TABLE pay_types ADD COLUMN regions text NOT NULL DEFAULT '';

-- The customer-service account for manual payment, per region ('' = every other region).
CREATE TABLE cus_service (
  region text PRIMARY KEY,
  uid    integer NOT NULL REFERENCES users (id)
);
