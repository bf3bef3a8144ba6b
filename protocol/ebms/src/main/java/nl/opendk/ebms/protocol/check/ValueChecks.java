package nl.opendk.ebms.protocol.check;

import static nl.opendk.ebms.protocol.error.EbmsErrorCode.OTHER_XML;

import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.message.StoredValues;
import nl.opendk.ebms.protocol.text.MsgIdSyntax;
import nl.opendk.ebms.protocol.text.Printable;

/**
 * Every header value that is stored is checked here before it reaches the database (see {@link StoredValues}):
 * longer than its column, or holding characters that cannot be shown, is OtherXml at the value's location (ebMS 2.0
 * §4.2.3.4.1, "other error in an element content or attribute value"). The descriptions never repeat the value.
 */
final class ValueChecks {

    private ValueChecks() {}

    /** An optional identifier: absent is fine, present must fit and be printable. */
    static void identifier(String value, String location, String name, List<EbmsError> errors) {
        if (value == null) {
            return;
        }
        if (value.length() > StoredValues.IDENTIFIER_LENGTH) {
            errors.add(EbmsError.of(
                    OTHER_XML, location, name + " is longer than " + StoredValues.IDENTIFIER_LENGTH + " characters"));
        } else if (!Printable.isPrintable(value)) {
            errors.add(EbmsError.of(
                    OTHER_XML,
                    location,
                    name + " contains control, format (bidi, zero-width) or separator characters"));
        }
    }

    /** ebMS 2.0 §3.1.6.1: MessageId, and so RefToMessageId, is an RFC 2822 msg-id (without angle brackets). */
    static void messageId(String value, String location, String name, List<EbmsError> errors) {
        int before = errors.size();
        identifier(value, location, name, errors);
        if (errors.size() == before && !MsgIdSyntax.isMsgId(value)) {
            errors.add(EbmsError.of(
                    OTHER_XML, location, name + " is not an RFC 2822 msg-id (left@right, ebMS 2.0 §3.1.6.1)"));
        }
    }
}
