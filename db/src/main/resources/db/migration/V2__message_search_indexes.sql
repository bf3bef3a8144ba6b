-- Indexes for the operator's message search (admin UI, GET /api/messages), which pages newest first by id.
-- InnoDB appends the primary key to every secondary index, so each of these is in effect (column, id): an equality
-- filter on the column is read backwards in id order and stops after one page, whether the value is common or
-- rare, instead of scanning the table from the newest row until enough rows match.
CREATE INDEX ix_message_status ON ebms_message (status);
CREATE INDEX ix_message_action ON ebms_message (action);
CREATE INDEX ix_message_from_party ON ebms_message (from_party_id);
CREATE INDEX ix_message_to_party ON ebms_message (to_party_id);
