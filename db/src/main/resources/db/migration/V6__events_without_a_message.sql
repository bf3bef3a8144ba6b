-- Back-end events about something other than a message: 5 = something the adapter needs (our certificate, a CPA, a
-- certificate a CPA or a WUS service names) ends within 30, 7 or 1 days, or has ended. Such an event has no message;
-- its detail says what ends when (kind, owner, subject and end, tab-separated). Every node notices the same end, so
-- each notice carries a key only one insert can take: the back end hears of it once, however many nodes run and
-- however often they restart.
ALTER TABLE backend_event MODIFY message_pk BIGINT NULL;
ALTER TABLE backend_event ADD COLUMN detail VARCHAR(2000) NULL;
ALTER TABLE backend_event ADD COLUMN notice_key VARCHAR(255) NULL;
ALTER TABLE backend_event ADD CONSTRAINT uk_event_notice UNIQUE (notice_key);
