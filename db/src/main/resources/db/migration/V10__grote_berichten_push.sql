-- Grote Berichten push (DK-GB 3.8.1 ch02, profile digikoppeling-gb-4.0), sending side: files we PUT on a partner's
-- push service before we send the metadata that names them. One row per file, leased like the outbox so the nodes
-- share them. Status 1 waiting (due at next_attempt_at; retried after a failed PUT, GB013), 2 sent (put whole and
-- the metadata message queued: message_pk), 3 failed (given up; error_text says why). The metadata message's
-- fields are kept here until it is sent, because the file goes first.
CREATE TABLE gb_upload (
    id               BIGINT        NOT NULL AUTO_INCREMENT,
    status           TINYINT       NOT NULL,
    cpa_id           VARCHAR(255)  NOT NULL,
    from_party       VARCHAR(255)  NOT NULL,
    to_party         VARCHAR(255)  NOT NULL,
    service          VARCHAR(255)  NOT NULL,
    service_type     VARCHAR(255)  NULL,
    action           VARCHAR(255)  NOT NULL,
    conversation_id  VARCHAR(255)  NULL,
    context_id       VARCHAR(255)  NULL,
    url              VARCHAR(2048) NOT NULL,
    filename         VARCHAR(200)  NOT NULL,
    content_type     VARCHAR(255)  NOT NULL,
    size             BIGINT        NOT NULL,
    checksum_type    VARCHAR(8)    NOT NULL,
    checksum         VARCHAR(128)  NOT NULL,
    stored_as        VARCHAR(255)  NOT NULL,
    attempts         INT           NOT NULL DEFAULT 0,
    next_attempt_at  DATETIME(3)   NULL,
    lease_owner      VARCHAR(100)  NULL,
    error_text       VARCHAR(1000) NULL,
    message_pk       BIGINT        NULL,
    created_at       DATETIME(3)   NOT NULL,
    finished_at      DATETIME(3)   NULL,
    PRIMARY KEY (id),
    KEY ix_gb_upload_due (next_attempt_at),
    KEY ix_gb_upload_finished (finished_at),
    CONSTRAINT fk_gb_upload_message FOREIGN KEY (message_pk) REFERENCES ebms_message (id) ON DELETE SET NULL,
    CONSTRAINT ck_gb_upload_due_only_while_waiting CHECK ((status = 1) = (next_attempt_at IS NOT NULL))
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
