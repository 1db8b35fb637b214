-- When the user last proved they own their phone or e-mail by a code (issue 27): rewards that a
-- throwaway account could farm (the bargain's new-user cut, invitation gold, the bind task) need
-- it. Accounts from before this column have no proof on record, whatever their phone column says.
ALTER TABLE users ADD COLUMN contact_verified_at integer;
