package nl.opendk.ebms.protocol.check;

import static nl.opendk.ebms.protocol.error.EbmsErrorCode.INCONSISTENT;
import static nl.opendk.ebms.protocol.error.EbmsErrorCode.MIME_PROBLEM;
import static nl.opendk.ebms.protocol.error.EbmsErrorCode.NOT_SUPPORTED;
import static nl.opendk.ebms.protocol.error.EbmsErrorCode.OTHER_XML;
import static nl.opendk.ebms.protocol.error.EbmsErrorCode.VALUE_NOT_RECOGNIZED;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import nl.opendk.ebms.protocol.error.EbmsError;
import nl.opendk.ebms.protocol.error.ErrorLocation;
import nl.opendk.ebms.protocol.message.Manifest;
import nl.opendk.ebms.protocol.message.ManifestReference;
import nl.opendk.ebms.protocol.message.PayloadPart;

/**
 * ebMS 2.0 §3.2: the Manifest lists the payload parts. A cid: reference that resolves to no part is MimeProblem
 * (§3.2.2); Digikoppeling allows only cid: references (digest §1.3); a part that no reference names would be
 * silently dropped, so it is refused as Inconsistent with the Manifest.
 */
final class ManifestChecks {

    void check(Manifest manifest, List<PayloadPart> parts, List<EbmsError> errors) {
        if (manifest == null) {
            if (!parts.isEmpty()) {
                errors.add(EbmsError.of(
                        INCONSISTENT,
                        ErrorLocation.MANIFEST,
                        "the message has " + parts.size() + " payload part(s) but no Manifest"));
            }
            return;
        }
        checkVersion(manifest, errors);
        Set<String> contentIds = new HashSet<>();
        for (PayloadPart part : parts) {
            contentIds.add(part.contentId());
        }
        Set<String> referenced = new HashSet<>();
        for (ManifestReference reference : manifest.references()) {
            checkReference(reference, contentIds, referenced, errors);
        }
        for (PayloadPart part : parts) {
            if (!referenced.contains(part.contentId())) {
                errors.add(EbmsError.of(
                        INCONSISTENT,
                        ErrorLocation.MANIFEST,
                        "payload part <" + part.contentId() + "> is not referenced by the Manifest"));
            }
        }
    }

    private static void checkVersion(Manifest manifest, List<EbmsError> errors) {
        if (manifest.version() == null) {
            errors.add(EbmsError.of(OTHER_XML, ErrorLocation.MANIFEST, "Manifest has no version attribute"));
        } else if (!"2.0".equals(manifest.version())) {
            errors.add(EbmsError.of(
                    VALUE_NOT_RECOGNIZED,
                    ErrorLocation.MANIFEST,
                    "Manifest version " + manifest.version() + " is not supported"));
        }
    }

    private static void checkReference(
            ManifestReference reference, Set<String> contentIds, Set<String> referenced, List<EbmsError> errors) {
        String href = reference.href();
        if (href == null || href.isBlank()) {
            errors.add(EbmsError.of(OTHER_XML, ErrorLocation.MANIFEST, "Manifest Reference without xlink:href"));
        } else if (!reference.isContentId()) {
            errors.add(EbmsError.fatal(
                    NOT_SUPPORTED,
                    ErrorLocation.manifestReference(href),
                    "only cid: references to MIME parts are supported"));
        } else if (!contentIds.contains(reference.contentId())) {
            errors.add(EbmsError.of(
                    MIME_PROBLEM,
                    ErrorLocation.manifestReference(href),
                    "no MIME part has Content-ID <" + reference.contentId() + ">"));
        } else {
            referenced.add(reference.contentId());
        }
    }
}
