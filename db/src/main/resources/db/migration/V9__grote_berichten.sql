-- Digikoppeling Grote Berichten (DK-GB 3.8.1): files over 20 MiB travel over HTTPS beside a metadata message.

-- Files this adapter publishes on its GB file service (pull, DK-GB ch04). The URL's last segment is the token:
-- 256 random bits, unique in the whole Digikoppeling domain (MD002) and not guessable, though the OIN check
-- (GB009) guards every download all the same. One row per receiver: the same file to two receivers is two rows.
CREATE TABLE gb_file (
    id               BIGINT        NOT NULL AUTO_INCREMENT,
    token            VARCHAR(64)   NOT NULL,
    message_pk       BIGINT        NULL,
    cpa_id           VARCHAR(255)  NOT NULL,
    receiver_oin     VARCHAR(64)   NOT NULL,
    filename         VARCHAR(200)  NOT NULL,
    content_type     VARCHAR(255)  NOT NULL,
    size             BIGINT        NOT NULL,
    checksum_type    VARCHAR(8)    NOT NULL,
    checksum         VARCHAR(128)  NOT NULL,
    stored_as        VARCHAR(255)  NOT NULL,
    created_at       DATETIME(3)   NOT NULL,
    expires_at       DATETIME(3)   NOT NULL,
    downloads        INT           NOT NULL DEFAULT 0,
    last_download_at DATETIME(3)   NULL,
    PRIMARY KEY (id),
    UNIQUE KEY uk_gb_file_token (token),
    KEY ix_gb_file_expires (expires_at),
    KEY ix_gb_file_message (message_pk),
    CONSTRAINT fk_gb_file_message FOREIGN KEY (message_pk) REFERENCES ebms_message (id) ON DELETE SET NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- Files this adapter downloads: one row per data-reference of a received metadata message, written in the same
-- transaction that takes the message from AWAITING_FILE (4) on. Status 1 waiting (due at next_attempt_at, leased
-- like the outbox while one node downloads), 2 complete (size and checksum verified), 3 failed (given up; the
-- partial file is kept for manual handling, DK-BP-GB "Foutafhandeling"). Metadata that fails its checks gets a
-- failed row of its own with the finding, so every metadata message ends with at least one row.
CREATE TABLE gb_download (
    id               BIGINT        NOT NULL AUTO_INCREMENT,
    message_pk       BIGINT        NOT NULL,
    seq              INT           NOT NULL,
    status           TINYINT       NOT NULL,
    url              VARCHAR(2048) NULL,
    filename         VARCHAR(200)  NULL,
    content_type     VARCHAR(255)  NULL,
    size             BIGINT        NULL,
    checksum_type    VARCHAR(8)    NULL,
    checksum         VARCHAR(128)  NULL,
    context_id       VARCHAR(255)  NULL,
    creation_time    DATETIME(3)   NULL,
    expiration_time  DATETIME(3)   NULL,
    received_bytes   BIGINT        NOT NULL DEFAULT 0,
    etag             VARCHAR(255)  NULL,
    attempts         INT           NOT NULL DEFAULT 0,
    resumes          INT           NOT NULL DEFAULT 0,
    restarts         INT           NOT NULL DEFAULT 0,
    next_attempt_at  DATETIME(3)   NULL,
    lease_owner      VARCHAR(100)  NULL,
    error_code       VARCHAR(40)   NULL,
    error_text       VARCHAR(1000) NULL,
    stored_as        VARCHAR(255)  NULL,
    created_at       DATETIME(3)   NOT NULL,
    finished_at      DATETIME(3)   NULL,
    PRIMARY KEY (id),
    UNIQUE KEY uk_gb_download_reference (message_pk, seq),
    KEY ix_gb_download_due (next_attempt_at),
    CONSTRAINT fk_gb_download_message FOREIGN KEY (message_pk) REFERENCES ebms_message (id) ON DELETE CASCADE,
    CONSTRAINT ck_gb_download_due_only_while_waiting CHECK ((status = 1) = (next_attempt_at IS NOT NULL))
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
