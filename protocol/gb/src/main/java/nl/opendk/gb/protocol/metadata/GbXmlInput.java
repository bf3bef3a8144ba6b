package nl.opendk.gb.protocol.metadata;

import com.ctc.wstx.api.WstxInputProperties;
import com.ctc.wstx.stax.WstxInputFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLResolver;
import javax.xml.stream.XMLStreamException;
import org.codehaus.stax2.XMLInputFactory2;

/**
 * The StAX reader both metadata schemas are read with: no DTDs, no external entities or resources (metadata never
 * needs them, and they are the door to entity expansion and XXE), namespaces on, text coalesced, depth bounded.
 */
public final class GbXmlInput {

    private GbXmlInput() {}

    public static XMLInputFactory factory() {
        WstxInputFactory wstx = new WstxInputFactory();
        wstx.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        wstx.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        wstx.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        wstx.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        wstx.setProperty(XMLInputFactory.IS_COALESCING, true);
        wstx.setProperty(XMLInputFactory2.P_LAZY_PARSING, false);
        wstx.setProperty(XMLInputFactory.RESOLVER, (XMLResolver) (publicId, systemId, base, namespace) -> {
            throw new XMLStreamException("external resources are not resolved");
        });
        wstx.setProperty(WstxInputProperties.P_MAX_ELEMENT_DEPTH, 100);
        return wstx;
    }
}
