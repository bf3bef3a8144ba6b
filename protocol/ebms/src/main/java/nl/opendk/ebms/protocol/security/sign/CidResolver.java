package nl.opendk.ebms.protocol.security.sign;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import nl.opendk.ebms.protocol.message.PayloadPart;
import org.apache.xml.security.signature.XMLSignatureByteInput;
import org.apache.xml.security.signature.XMLSignatureInput;
import org.apache.xml.security.utils.resolver.ResourceResolverContext;
import org.apache.xml.security.utils.resolver.ResourceResolverException;
import org.apache.xml.security.utils.resolver.ResourceResolverSpi;

/**
 * Resolves cid: references to the bytes of the message's own MIME parts (ebMS 2.0 §4.1.3: one ds:Reference per
 * payload container). It never reaches outside the message: a cid: naming no part is an error.
 */
final class CidResolver extends ResourceResolverSpi {

    private final Map<String, PayloadPart> partsById = new HashMap<>();

    CidResolver(List<PayloadPart> parts) {
        for (PayloadPart part : parts) {
            partsById.put(part.contentId(), part);
        }
    }

    @Override
    public boolean engineCanResolveURI(ResourceResolverContext context) {
        return CidUris.isCid(context.uriToResolve);
    }

    @Override
    public XMLSignatureInput engineResolveURI(ResourceResolverContext context) throws ResourceResolverException {
        String contentId = CidUris.contentId(context.uriToResolve);
        PayloadPart part = contentId == null ? null : partsById.get(contentId);
        if (part == null) {
            throw new ResourceResolverException(
                    "no payload part for " + context.uriToResolve, context.uriToResolve, context.baseUri);
        }
        XMLSignatureInput input = new XMLSignatureByteInput(part.content());
        input.setSourceURI(context.uriToResolve);
        input.setMIMEType(part.contentType());
        return input;
    }
}
