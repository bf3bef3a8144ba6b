package nl.opendk.ebms.protocol.codec;

import com.ctc.wstx.api.WstxInputProperties;
import com.ctc.wstx.stax.WstxInputFactory;
import java.io.ByteArrayInputStream;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.codehaus.stax2.XMLInputFactory2;

/**
 * The one configured StAX factory for untrusted XML: no DTDs, no entities, no external access, and hard limits
 * on depth, size and counts (see {@link DecodingLimits}). Thread-safe once built.
 */
final class XmlInput {

    private final WstxInputFactory factory;

    XmlInput(DecodingLimits limits) {
        factory = new WstxInputFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        factory.setProperty(XMLInputFactory.IS_COALESCING, true);
        // every malformation is then reported by next() as an XMLStreamException; lazily parsed text would throw an
        // unchecked WstxLazyException later, past the decoder's refusal (found by RequestDecoderFuzzTest)
        factory.setProperty(XMLInputFactory2.P_LAZY_PARSING, false);
        factory.setProperty(XMLInputFactory.RESOLVER, (javax.xml.stream.XMLResolver) (p, s, b, n) -> {
            throw new XMLStreamException("external resources are not resolved");
        });
        factory.setProperty(WstxInputProperties.P_MAX_ELEMENT_DEPTH, limits.maxElementDepth());
        factory.setProperty(WstxInputProperties.P_MAX_ATTRIBUTES_PER_ELEMENT, limits.maxAttributesPerElement());
        factory.setProperty(WstxInputProperties.P_MAX_ATTRIBUTE_SIZE, limits.maxTextLength());
        factory.setProperty(WstxInputProperties.P_MAX_TEXT_LENGTH, limits.maxTextLength());
        factory.setProperty(WstxInputProperties.P_MAX_ELEMENT_COUNT, (long) limits.maxElementCount());
        factory.setProperty(WstxInputProperties.P_MAX_CHARACTERS, (long) limits.maxEnvelopeBytes());
    }

    XMLStreamReader open(byte[] bytes, int offset, int length) throws XMLStreamException {
        return factory.createXMLStreamReader(new ByteArrayInputStream(bytes, offset, length));
    }
}
