package nl.opendk.ebms.cpa.parse;

import java.util.Optional;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.CpaStatus;

/** The CollaborationProtocolAgreement element: id, Status, lifetime and the two PartyInfo elements. */
final class CpaReader {

    private final ReadContext context;
    private final PartyReader parties;

    CpaReader(ReadContext context) {
        this.context = context;
        this.parties = new PartyReader(context);
    }

    Cpa read(XmlElement root) {
        CpaPath path = CpaPath.ROOT;
        return new Cpa(
                root.cppaAttribute("cpaid"),
                status(root.cppaChild("Status"), path.child("Status")),
                context.dateTime(root.cppaChild("Start"), path.child("Start")),
                context.dateTime(root.cppaChild("End"), path.child("End")),
                context.positional(root.cppaChildren("PartyInfo"), path, "PartyInfo", parties::read));
    }

    private CpaStatus status(Optional<XmlElement> status, CpaPath path) {
        if (status.isEmpty()) {
            context.problem(path, "Status is missing");
            return null;
        }
        String value = status.get().cppaAttribute("value");
        if (value == null) {
            context.problem(path.attribute("value"), "Status has no value");
            return null;
        }
        Optional<CpaStatus> known = CpaStatus.fromWire(value);
        if (known.isEmpty()) {
            context.problem(path.attribute("value"), "Status '" + value + "' is not one of agreed, signed, proposed");
        }
        return known.orElse(null);
    }
}
