-- Bargain farming (issue 27): helpers on the owner's device or network, or on one another's,
-- count once per bargain. So the owner's device id and network are kept from the join, and each
-- counted help keeps the helper's. Device is null where the request carried no device id (the
-- user-agent fallback is not one device); rows from before this migration have nulls too, and
-- nulls never collide in the unique indexes below.
ALTER TABLE bargains ADD COLUMN owner_device text;
ALTER TABLE bargains ADD COLUMN owner_address text;
ALTER TABLE bargain_helps ADD COLUMN device_key text;
ALTER TABLE bargain_helps ADD COLUMN address_key text;

-- The route checks these under the bargain's row lock and says which rule refused; the indexes
-- hold the rule even if a later code path forgets the check.
CREATE UNIQUE INDEX bargain_helps_device ON bargain_helps (bargain_key, device_key);
CREATE UNIQUE INDEX bargain_helps_address ON bargain_helps (bargain_key, address_key);

-- "Has this helper counted for this owner in the last 30 days" starts from the helper.
CREATE INDEX bargain_helps_helper ON bargain_helps (helper_uid, created_at DESC);
