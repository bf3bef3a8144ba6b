-- Reliable messaging (ebMS 2.0 §6). An outgoing message that asked for an Acknowledgment (ack_requested) is not
-- delivered when the receiver answers HTTP 2xx: it waits in AWAITING_ACK (15) and is sent again after the CPA's
-- RetryInterval until the Acknowledgment arrives or the retries are used up (§6.4.3, §6.5.3). time_to_live is the
-- message's TimeToLive (§6.4.5): once it has passed the message is not sent again.
ALTER TABLE ebms_message
    ADD COLUMN ack_requested TINYINT(1) NOT NULL DEFAULT 0,
    ADD COLUMN time_to_live DATETIME(3) NULL;

-- AWAITING_ACK rows are due again at next_attempt_at, like QUEUED and SENDING ones.
ALTER TABLE ebms_message DROP CONSTRAINT ck_message_due_only_in_outbox;
ALTER TABLE ebms_message
    ADD CONSTRAINT ck_message_due_only_in_outbox CHECK ((status IN (10, 11, 15)) = (next_attempt_at IS NOT NULL));
