package nl.opendk.ebms.routes.wus.endpoint;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;
import nl.opendk.ebms.service.wus.provide.ProvidedCall;
import org.apache.cxf.Bus;
import org.apache.cxf.BusException;
import org.apache.cxf.helpers.IOUtils;
import org.apache.cxf.message.ExchangeImpl;
import org.apache.cxf.message.Message;
import org.apache.cxf.message.MessageImpl;
import org.apache.cxf.service.model.EndpointInfo;
import org.apache.cxf.transport.DestinationFactoryManager;
import org.apache.cxf.transport.local.LocalConduit;
import org.apache.cxf.transport.local.LocalDestination;
import org.apache.cxf.transport.local.LocalTransportFactory;

/**
 * Hands a request received by the adapter's own HTTP server to a CXF endpoint listening on a {@code local://}
 * address, and returns what CXF answered. CXF has no Vert.x transport, so this is how WUS shares the port of ebMS.
 * The dispatch is direct: CXF's whole in chain, the Camel route behind it and the out chain run on the calling
 * thread, and the response is complete when {@link #dispatch} returns.
 *
 * <p>Of the HTTP request only the content type and SOAPAction reach CXF, plus the admitted {@link ProvidedCall} as a
 * Java object under {@link #CALL}: no byte of a request can make up a certificate, a service or a caller.
 */
public final class LocalCxfBridge {

    /** The CXF message property (copied to the endpoint's message by the local transport) holding the call. */
    public static final String CALL = "nl.opendk.ebms.wus.call";

    private final Bus bus;
    private final LocalTransportFactory transport;

    public LocalCxfBridge(Bus bus) {
        this.bus = bus;
        try {
            this.transport = (LocalTransportFactory) bus.getExtension(DestinationFactoryManager.class)
                    .getDestinationFactory(LocalTransportFactory.TRANSPORT_ID);
        } catch (BusException e) {
            throw new IllegalStateException("CXF's local transport is not on the class path", e);
        }
    }

    /**
     * @param address a {@code local://} address a CXF endpoint was started on; callers pass only addresses they made
     *     themselves, since the local transport keeps a destination for every address it is asked for
     */
    public CxfAnswer dispatch(String address, String contentType, String soapAction, byte[] body, ProvidedCall call)
            throws IOException {
        LocalConduit conduit = new LocalConduit(transport, destination(address));
        AtomicReference<Message> response = new AtomicReference<>();
        conduit.setMessageObserver(response::set);

        Message request = new MessageImpl();
        request.setExchange(new ExchangeImpl());
        request.getExchange().setOutMessage(request);
        request.put(LocalConduit.DIRECT_DISPATCH, Boolean.TRUE);
        request.put(Message.CONTENT_TYPE, contentType);
        request.put(Message.PROTOCOL_HEADERS, protocolHeaders(contentType, soapAction));
        request.put(CALL, call);
        // the local transport copies only the properties it is told to into the endpoint's message
        request.put(LocalTransportFactory.MESSAGE_INCLUDE_PROPERTIES, Set.of(CALL));
        conduit.prepare(request);
        try (OutputStream out = request.getContent(OutputStream.class)) {
            out.write(body);
        }
        conduit.close(request);
        return answer(response.get());
    }

    private LocalDestination destination(String address) throws IOException {
        EndpointInfo endpoint = new EndpointInfo();
        endpoint.setAddress(address);
        return transport.getDestination(endpoint, bus);
    }

    private static Map<String, List<String>> protocolHeaders(String contentType, String soapAction) {
        Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        headers.put("Content-Type", List.of(contentType));
        if (soapAction != null) {
            headers.put("SOAPAction", List.of(soapAction));
        }
        return headers;
    }

    private static CxfAnswer answer(Message response) throws IOException {
        if (response == null) {
            throw new IOException("the CXF endpoint gave no response");
        }
        Integer status = (Integer) response.get(Message.RESPONSE_CODE);
        String contentType = (String) response.get(Message.CONTENT_TYPE);
        try (InputStream in = response.getContent(InputStream.class)) {
            byte[] body = in == null ? new byte[0] : IOUtils.readBytesFromStream(in);
            return new CxfAnswer(status == null ? 200 : status, contentType, body);
        }
    }
}
