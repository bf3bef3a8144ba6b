-- The key entry a WUS service uses, by alias in the adapter's key store: its WS-Security signatures and decryption,
-- and, for a partner's service we call, our TLS client certificate towards it. NULL: the primary entry
-- (ebms.keystore.alias). How a new key is introduced service by service (SECURITY.md "Rolling our key").
ALTER TABLE wus_service ADD COLUMN key_alias VARCHAR(255) NULL;
