-- Grote Berichten push, sending side: what the receiver's push response (DK-GB 3.8.1 §3.4) made of an upload. Status
-- 4 confirmed: the response said OK. A response with an error the sender can recover from (GB018) puts the file
-- again and sends its metadata once more; reuploads counts those rounds, so that a receiver that keeps refusing ends
-- the upload as failed instead of keeping it going for ever.
ALTER TABLE gb_upload ADD COLUMN reuploads INT NOT NULL DEFAULT 0 AFTER attempts;
-- a push response names its file by receiverUrl: found by a prefix of it, which the token makes unique
ALTER TABLE gb_upload ADD KEY ix_gb_upload_url (url(255));
