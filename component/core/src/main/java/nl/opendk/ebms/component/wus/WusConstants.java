package nl.opendk.ebms.component.wus;

import nl.opendk.ebms.routes.wus.consume.WusConsumeSteps;
import nl.opendk.ebms.routes.wus.endpoint.BackEndCaller;
import org.apache.camel.spi.Metadata;

/** The headers of the {@code wus} component: on a provided call, the names the adapter's HTTP back ends get too. */
public final class WusConstants {

    @Metadata(
            description = "provide: the operation's Action. consume: names the operation to call (required)",
            javaType = "String")
    public static final String SOAP_ACTION = "SOAPAction";

    @Metadata(label = "consumer", description = "provide: the service's name", javaType = "String")
    public static final String SERVICE = BackEndCaller.SERVICE;

    @Metadata(label = "consumer", description = "provide: the operation's name", javaType = "String")
    public static final String OPERATION = BackEndCaller.OPERATION;

    @Metadata(label = "consumer", description = "provide: the partner's wsa:MessageID", javaType = "String")
    public static final String MESSAGE_ID = BackEndCaller.MESSAGE_ID;

    @Metadata(
            label = "consumer",
            description = "provide: the OIN of the calling organisation (the signer's, else the TLS client's)",
            javaType = "String")
    public static final String CALLER_OIN = BackEndCaller.CALLER_OIN;

    @Metadata(
            label = "producer",
            description = "consume: the HTTP status of the answer: 200 with the partner's response, 500 with its"
                    + " Fault or the adapter's",
            javaType = "Integer")
    public static final String STATUS = "CamelHttpResponseCode";

    @Metadata(
            label = "producer",
            description = "consume: set when the partner's answer holds Grote Berichten pull metadata (DK-BP-GB"
                    + " \"Download\"): the downloads started for it, one per data-reference, each followed at GET"
                    + " /api/gb/downloads/{id} or in the downloads table",
            javaType = "java.util.List<Long>")
    public static final String GB_DOWNLOADS = WusConsumeSteps.GB_DOWNLOADS;

    @Metadata(
            label = "producer",
            description = "consume: set when the answer's Grote Berichten metadata failed its checks: why nothing is"
                    + " downloaded",
            javaType = "String")
    public static final String GB_DOWNLOADS_REFUSED = WusConsumeSteps.GB_DOWNLOADS_REFUSED;

    private WusConstants() {}
}
