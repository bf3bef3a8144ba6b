-- Portable across MySQL 8.0+ and MariaDB 10.6+. Times are DATETIME(3) in UTC, written by the application.
-- Every table defaults to utf8mb4_bin: ebMS identifiers, services and actions are case-sensitive strings.

-- Messages in both directions. Inbound rows are the duplicate-elimination store (ebMS 2.0 §6.4.1: a MessageId
-- is stored once per direction); outbound rows are the outbox the senders claim from.
CREATE TABLE ebms_message (
    id                BIGINT        NOT NULL AUTO_INCREMENT,
    direction         TINYINT       NOT NULL,
    message_id        VARCHAR(255)  NOT NULL,
    ref_to_message_id VARCHAR(255)  NULL,
    conversation_id   VARCHAR(255)  NULL,
    cpa_id            VARCHAR(255)  NULL,
    from_party_id     VARCHAR(255)  NULL,
    from_party_type   VARCHAR(255)  NULL,
    from_role         VARCHAR(255)  NULL,
    to_party_id       VARCHAR(255)  NULL,
    to_party_type     VARCHAR(255)  NULL,
    to_role           VARCHAR(255)  NULL,
    service           VARCHAR(255)  NULL,
    service_type      VARCHAR(255)  NULL,
    action            VARCHAR(255)  NULL,
    message_timestamp DATETIME(3)   NULL,
    status            TINYINT       NOT NULL,
    status_time       DATETIME(3)   NOT NULL,
    -- A multipart Content-Type carries boundary, start and type parameters: 255 characters is too tight.
    content_type      VARCHAR(1000) NULL,
    envelope          MEDIUMBLOB    NOT NULL,
    payload_count     INT           NOT NULL DEFAULT 0,
    endpoint          VARCHAR(1000) NULL,
    attempts          INT           NOT NULL DEFAULT 0,
    max_attempts      INT           NULL,
    retry_interval_ms BIGINT        NULL,
    next_attempt_at   DATETIME(3)   NULL,
    lease_owner       VARCHAR(100)  NULL,
    created_at        DATETIME(3)   NOT NULL,
    PRIMARY KEY (id),
    UNIQUE KEY uk_message_id_direction (message_id, direction),
    -- The outbox claim reads this index in next_attempt_at order and stops after LIMIT rows, so FOR UPDATE SKIP
    -- LOCKED locks only the rows it claims. Only QUEUED and SENDING rows have a next_attempt_at (see the check
    -- below), which keeps the index as small as the outbox instead of growing with the message history.
    KEY ix_message_due (next_attempt_at, status),
    KEY ix_message_created (created_at),
    KEY ix_message_ref_to (ref_to_message_id),
    KEY ix_message_conversation (conversation_id),
    KEY ix_message_cpa_created (cpa_id, created_at),
    -- 10 = QUEUED, 11 = SENDING (MessageStatus ids).
    CONSTRAINT ck_message_due_only_in_outbox CHECK ((status IN (10, 11)) = (next_attempt_at IS NOT NULL))
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- The payload containers of a message (ebMS 2.0 §2.1.4), byte for byte, in MIME order.
CREATE TABLE ebms_payload (
    message_pk   BIGINT        NOT NULL,
    seq          INT           NOT NULL,
    content_id   VARCHAR(255)  NOT NULL,
    content_type VARCHAR(255)  NULL,
    content      LONGBLOB      NOT NULL,
    PRIMARY KEY (message_pk, seq),
    CONSTRAINT fk_payload_message FOREIGN KEY (message_pk) REFERENCES ebms_message (id) ON DELETE CASCADE
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- The ebMS errors (ebMS 2.0 §4.2.3) found in a rejected inbound message, or reported by a peer about ours.
CREATE TABLE ebms_message_error (
    message_pk  BIGINT        NOT NULL,
    seq         INT           NOT NULL,
    error_code  VARCHAR(64)   NOT NULL,
    severity    VARCHAR(16)   NOT NULL,
    location    VARCHAR(1000) NULL,
    description TEXT          NOT NULL,
    PRIMARY KEY (message_pk, seq),
    CONSTRAINT fk_message_error_message FOREIGN KEY (message_pk) REFERENCES ebms_message (id) ON DELETE CASCADE
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- One row per HTTP send of an outbound message: the retry history an operator sees.
CREATE TABLE delivery_attempt (
    id          BIGINT        NOT NULL AUTO_INCREMENT,
    message_pk  BIGINT        NOT NULL,
    attempt_no  INT           NOT NULL,
    node_id     VARCHAR(100)  NOT NULL,
    started_at  DATETIME(3)   NOT NULL,
    finished_at DATETIME(3)   NOT NULL,
    http_status INT           NULL,
    outcome     TINYINT       NOT NULL,
    detail      VARCHAR(1000) NULL,
    PRIMARY KEY (id),
    KEY ix_attempt_message (message_pk),
    CONSTRAINT fk_attempt_message FOREIGN KEY (message_pk) REFERENCES ebms_message (id) ON DELETE CASCADE
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- Uploaded CPAs, the source every node loads its agreement cache from.
CREATE TABLE cpa (
    cpa_id     VARCHAR(255) NOT NULL,
    status     VARCHAR(20)  NOT NULL,
    start_time DATETIME(3)  NOT NULL,
    end_time   DATETIME(3)  NOT NULL,
    content    MEDIUMBLOB   NOT NULL,
    sha256     CHAR(64)     NOT NULL,
    created_at DATETIME(3)  NOT NULL,
    updated_at DATETIME(3)  NOT NULL,
    PRIMARY KEY (cpa_id)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- Bumped in the same transaction as every CPA save or delete, so other nodes notice a change with one
-- primary-key read instead of comparing the whole table.
CREATE TABLE cpa_revision (
    id       TINYINT NOT NULL,
    revision BIGINT  NOT NULL,
    PRIMARY KEY (id)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

INSERT INTO cpa_revision (id, revision) VALUES (1, 0);
