-- The payer's page of an order a real provider opened (Alipay's qr_code, WeChat Pay's code_url);
-- sandbox orders compute theirs (server/payments/registry.ts).
ALTER TABLE orders ADD COLUMN pay_url text NOT NULL DEFAULT '';
