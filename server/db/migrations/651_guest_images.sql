-- UploadFileNoLogin (spec 000 §7): a visitor may attach images to /feedback. Their uploads sit
-- with the chat images (the same judged bytes, the same unguessable names) without a user, keyed
-- by the client address that sent them, so only that visitor's suggestion can point at them.
ALTER TABLE chat_images ALTER COLUMN uid DROP NOT NULL;
ALTER TABLE chat_images ADD COLUMN IF NOT EXISTS guest_key text NOT NULL DEFAULT '';
