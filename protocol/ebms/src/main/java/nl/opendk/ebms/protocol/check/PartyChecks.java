package nl.opendk.ebms.protocol.check;

import static nl.opendk.ebms.protocol.error.EbmsErrorCode.INCONSISTENT;
import static nl.opendk.ebms.protocol.error.EbmsErrorCode.OTHER_XML;

import java.util.List;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;

/** ebMS 2.0 §3.1.1: From and To each hold at least one PartyId; an untyped PartyId must be a URI. */
final class PartyChecks {

    enum Side {
        FROM(
                ErrorLocation.FROM,
                ErrorLocation.FROM_PARTY_ID,
                ErrorLocation.FROM_PARTY_ID_TYPE,
                ErrorLocation.FROM_ROLE),
        TO(ErrorLocation.TO, ErrorLocation.TO_PARTY_ID, ErrorLocation.TO_PARTY_ID_TYPE, ErrorLocation.TO_ROLE);

        private final String location;
        private final String partyIdLocation;
        private final String typeLocation;
        private final String roleLocation;

        Side(String location, String partyIdLocation, String typeLocation, String roleLocation) {
            this.location = location;
            this.partyIdLocation = partyIdLocation;
            this.typeLocation = typeLocation;
            this.roleLocation = roleLocation;
        }
    }

    private PartyChecks() {}

    static void check(Party party, Side side, List<EbmsError> errors) {
        if (party == null) {
            errors.add(EbmsError.of(
                    OTHER_XML,
                    side.location,
                    side.name().charAt(0) + side.name().substring(1).toLowerCase(java.util.Locale.ROOT)
                            + " is missing"));
            return;
        }
        if (party.partyIds().isEmpty()) {
            errors.add(EbmsError.of(OTHER_XML, side.partyIdLocation, "PartyId is missing"));
            return;
        }
        ValueChecks.identifier(party.role(), side.roleLocation, "Role", errors);
        for (PartyId partyId : party.partyIds()) {
            ValueChecks.identifier(partyId.value(), side.partyIdLocation, "PartyId", errors);
            ValueChecks.identifier(partyId.type(), side.typeLocation, "PartyId type", errors);
            if (HeaderChecks.isBlank(partyId.value())) {
                errors.add(EbmsError.of(OTHER_XML, side.partyIdLocation, "PartyId is empty"));
            } else if (partyId.type() == null && !Uris.isAbsoluteUri(partyId.value())) {
                // §3.1.1.1: without a type attribute the value must be a URI
                errors.add(EbmsError.of(
                        INCONSISTENT,
                        side.partyIdLocation,
                        "PartyId '" + partyId.value() + "' has no type and is not a URI"));
            }
        }
    }
}
