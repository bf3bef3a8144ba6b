-- Grote Berichten downloads a back end asks for with metadata it got some other way than in an ebMS message: in a
-- WUS response (DK-BP-GB "Download", a bevraging) or from a REST call (DK-GB 3.8.1 ch01). Such a download belongs to
-- no message: message_pk is null, and the back end follows it by its id.
ALTER TABLE gb_download MODIFY message_pk BIGINT NULL;
