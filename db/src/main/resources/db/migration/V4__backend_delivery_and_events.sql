-- Business messages to and from the back end.
--
-- A received business message waiting for push delivery to the back end is due like an outgoing message:
-- RECEIVED (1) with a next_attempt_at (and a lease while one node delivers it). Without push delivery the back end
-- polls, and the row has no next_attempt_at. Statuses 10, 11 and 15 (QUEUED, SENDING, AWAITING_ACK) always have
-- one; final statuses never do.
ALTER TABLE ebms_message DROP CONSTRAINT ck_message_due_only_in_outbox;
ALTER TABLE ebms_message
    ADD CONSTRAINT ck_message_due_only_while_waiting CHECK (
        (status IN (10, 11, 15) AND next_attempt_at IS NOT NULL)
        OR status = 1
        OR (status NOT IN (1, 10, 11, 15) AND next_attempt_at IS NULL));

-- What the back end is told about business messages: 1 received, 2 delivered, 3 failed, 4 expired. Written in the
-- transaction that changes the message, so no event is lost and none is told for a change that did not happen.
-- Pushed to the configured events endpoint (due rows have a next_attempt_at, like the outbox), or read through the
-- REST API in id order.
CREATE TABLE backend_event (
    id              BIGINT       NOT NULL AUTO_INCREMENT,
    message_pk      BIGINT       NOT NULL,
    kind            TINYINT      NOT NULL,
    created_at      DATETIME(3)  NOT NULL,
    attempts        INT          NOT NULL DEFAULT 0,
    next_attempt_at DATETIME(3)  NULL,
    lease_owner     VARCHAR(100) NULL,
    PRIMARY KEY (id),
    KEY ix_event_due (next_attempt_at),
    KEY ix_event_message (message_pk),
    CONSTRAINT fk_event_message FOREIGN KEY (message_pk) REFERENCES ebms_message (id) ON DELETE CASCADE
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
