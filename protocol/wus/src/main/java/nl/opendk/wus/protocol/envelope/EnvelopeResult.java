package nl.opendk.wus.protocol.envelope;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import nl.opendk.wus.protocol.addressing.Addressing;
import nl.opendk.wus.protocol.fault.WusFinding;
import org.w3c.dom.Document;

/**
 * What {@link EnvelopeCheck} made of a request.
 *
 * @param document the parsed envelope, or null when the bytes could not be read as XML at all
 * @param addressing the WS-Addressing headers as read ({@link Addressing#NONE} when there are none or no document)
 * @param findings every finding, the one to answer first: a SOAP VersionMismatch or MustUnderstand fault comes before
 *     the others (SOAP 1.1 §4.4.1 processing order), the rest in the order the checks found them
 */
public record EnvelopeResult(Document document, Addressing addressing, List<WusFinding> findings) {

    public EnvelopeResult {
        Objects.requireNonNull(addressing, "addressing");
        findings = List.copyOf(findings);
    }

    /** True when no check found anything: the request may go on to security and the service. */
    public boolean accepted() {
        return findings.isEmpty();
    }

    /** The finding to answer with, when there is one. */
    public Optional<WusFinding> fault() {
        return findings.stream().findFirst();
    }
}
