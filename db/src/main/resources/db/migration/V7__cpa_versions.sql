-- A CPA's version: 1 when first uploaded, one more each time a CPA with the same CPAId and other content replaces it
-- (a partner's certificate replaced in place, oin-in-certificates.md section 7). The replaced content is kept with the
-- time it was in use, so that the console can tell which version a message was stored under, and so that every node,
-- after a restart too, still accepts the partner's previous signing certificates for the rollover overlap.
-- version_since: when the current version was first saved (saving the same content again changes updated_at only).
ALTER TABLE cpa ADD COLUMN version INT NOT NULL DEFAULT 1;
ALTER TABLE cpa ADD COLUMN version_since DATETIME(3) NULL;
UPDATE cpa SET version_since = created_at;
ALTER TABLE cpa MODIFY version_since DATETIME(3) NOT NULL;

CREATE TABLE cpa_version (
    cpa_id      VARCHAR(255) NOT NULL,
    version     INT          NOT NULL,
    content     MEDIUMBLOB   NOT NULL,
    sha256      CHAR(64)     NOT NULL,
    in_use_from DATETIME(3)  NOT NULL,
    replaced_at DATETIME(3)  NOT NULL,
    PRIMARY KEY (cpa_id, version),
    KEY ix_cpa_version_replaced (replaced_at)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
