-- Digikoppeling WUS: synchronous SOAP request/response (DK-WUS WS003). The service definitions every node loads
-- its WUS catalog from, and one row per call in either direction for the operator.

-- A WUS service this organisation provides (direction 1: partners call us at /wus/<path>, we call the back end) or
-- consumes (direction 2: our back end calls a partner through us). One profile per service (DK-WUS WB011).
CREATE TABLE wus_service (
    id                  BIGINT        NOT NULL AUTO_INCREMENT,
    name                VARCHAR(100)  NOT NULL,
    direction           TINYINT       NOT NULL,
    -- Only provided services have a path; the unique key ignores the NULLs of consumed ones.
    path                VARCHAR(100)  NULL,
    profile             VARCHAR(16)   NOT NULL,
    wsdl                MEDIUMBLOB    NOT NULL,
    target_namespace    VARCHAR(1000) NOT NULL,
    backend_endpoint    VARCHAR(1000) NULL,
    backend_timeout_ms  INT           NULL,
    partner_endpoint    VARCHAR(1000) NULL,
    -- PEM or DER, as uploaded: the certificate a consumed service's responses are verified with and its requests
    -- encrypted to (2W-be-S, 2W-be-SE).
    partner_certificate BLOB          NULL,
    store_bodies        TINYINT(1)    NOT NULL DEFAULT 1,
    created_at          DATETIME(3)   NOT NULL,
    updated_at          DATETIME(3)   NOT NULL,
    PRIMARY KEY (id),
    UNIQUE KEY uk_wus_service_name (name),
    UNIQUE KEY uk_wus_service_path (path),
    CONSTRAINT ck_wus_service_profile CHECK (profile IN ('2W-be', '2W-be-S', '2W-be-SE')),
    CONSTRAINT ck_wus_service_direction CHECK (
        (direction = 1 AND path IS NOT NULL AND backend_endpoint IS NOT NULL AND backend_timeout_ms > 0)
        OR (direction = 2 AND path IS NULL AND partner_endpoint IS NOT NULL AND partner_certificate IS NOT NULL))
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- The operations of a service. A request is matched to its operation by wsa:Action (DK-WUS WA001: the Action equals
-- the WSDL's wsam:Action), so an action names one operation per service.
CREATE TABLE wus_operation (
    id              BIGINT       NOT NULL AUTO_INCREMENT,
    service_pk      BIGINT       NOT NULL,
    name            VARCHAR(255) NOT NULL,
    request_action  VARCHAR(255) NOT NULL,
    response_action VARCHAR(255) NOT NULL,
    PRIMARY KEY (id),
    UNIQUE KEY uk_wus_operation_name (service_pk, name),
    UNIQUE KEY uk_wus_operation_action (service_pk, request_action),
    CONSTRAINT fk_wus_operation_service FOREIGN KEY (service_pk) REFERENCES wus_service (id) ON DELETE CASCADE
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- The OINs (20 digits) allowed to call an operation of a provided service: WUS has no CPA, the provider keeps its
-- own authorization list (DK-Architectuur Tabel 6.2).
CREATE TABLE wus_operation_oin (
    operation_pk BIGINT   NOT NULL,
    oin          CHAR(20) NOT NULL,
    PRIMARY KEY (operation_pk, oin),
    CONSTRAINT fk_wus_oin_operation FOREIGN KEY (operation_pk) REFERENCES wus_operation (id) ON DELETE CASCADE
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- Bumped in the same transaction as every service save or delete, like cpa_revision.
CREATE TABLE wus_revision (
    id       TINYINT NOT NULL,
    revision BIGINT  NOT NULL,
    PRIMARY KEY (id)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

INSERT INTO wus_revision (id, revision) VALUES (1, 0);

-- One WUS call in either direction (1 provided, 2 consumed). No foreign key to wus_service: the record of a call
-- outlives a deleted service, and a refused call may name no known service at all. Header values are as received,
-- cut to the column. Bodies are NULL when the service does not store them.
CREATE TABLE wus_exchange (
    id                  BIGINT        NOT NULL AUTO_INCREMENT,
    direction           TINYINT       NOT NULL,
    service_name        VARCHAR(100)  NULL,
    operation           VARCHAR(255)  NULL,
    profile             VARCHAR(16)   NULL,
    request_message_id  VARCHAR(255)  NULL,
    response_message_id VARCHAR(255)  NULL,
    relates_to          VARCHAR(255)  NULL,
    request_action      VARCHAR(255)  NULL,
    to_address          VARCHAR(1000) NULL,
    from_oin            VARCHAR(64)   NULL,
    tls_oin             VARCHAR(64)   NULL,
    signer_oin          VARCHAR(64)   NULL,
    node_id             VARCHAR(100)  NOT NULL,
    status              TINYINT       NOT NULL,
    fault_code          VARCHAR(64)   NULL,
    fault_text          VARCHAR(1000) NULL,
    http_status         INT           NULL,
    received_at         DATETIME(3)   NOT NULL,
    backend_started_at  DATETIME(3)   NULL,
    backend_ms          BIGINT        NULL,
    answered_at         DATETIME(3)   NULL,
    total_ms            BIGINT        NULL,
    request_size        BIGINT        NOT NULL,
    response_size       BIGINT        NULL,
    request_body        LONGBLOB      NULL,
    response_body       LONGBLOB      NULL,
    PRIMARY KEY (id),
    -- The console pages newest first by id; as for ebms_message, each index is in effect (column, id).
    KEY ix_wus_exchange_received (received_at),
    KEY ix_wus_exchange_service (service_name),
    KEY ix_wus_exchange_status (status),
    KEY ix_wus_exchange_request_id (request_message_id),
    KEY ix_wus_exchange_response_id (response_message_id),
    -- 1 = RECEIVED (WusExchangeStatus): the only status a call is under way in, and the only one without an answer.
    CONSTRAINT ck_wus_exchange_answered CHECK ((status = 1) = (answered_at IS NULL))
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
