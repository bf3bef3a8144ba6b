package nl.opendk.ebms.app.demo;

import static nl.opendk.ebms.component.observe.AdapterLogEvent.DEMO;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import nl.opendk.ebms.component.gateway.BackendUseCases;
import nl.opendk.ebms.component.gateway.Gateway;
import nl.opendk.ebms.cpa.check.CpaCheckResult;
import nl.opendk.ebms.cpa.check.CpaUpload;
import nl.opendk.ebms.protocol.message.PayloadPart;
import nl.opendk.ebms.service.send.BackendSend;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.send.Pings;
import nl.opendk.ebms.service.send.SendRequest;
import org.apache.camel.CamelContext;
import org.apache.camel.StartupListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code ebms.demo=true}: a first Ping and Pong without a partner. Once the adapter has started it loads a CPA in which
 * it is both parties (reliable messaging, osb-rm, over plain HTTP to its own /ebms), pings itself and sends itself a
 * business message. The console then shows the Ping and its Pong, the message received and its Acknowledgment; the
 * README's quick start shows the same with curl. For a first look on one's own machine only.
 */
public final class Demo {

    public static final String CPA_ID = "Demo_00000099000000000201_00000099000000000202_1";
    public static final String SENDER = "00000099000000000201";
    public static final String RECEIVER = "00000099000000000202";
    public static final String SERVICE = "demo:Melding:1:0";
    public static final String SERVICE_TYPE = "urn:osb:services";
    public static final String ACTION = "melden";

    private static final Logger LOG = LoggerFactory.getLogger(Demo.class);
    /** The endpoint the CPA resource names, replaced by the adapter's own. */
    private static final String TEMPLATE_ENDPOINT = "http://127.0.0.1:8080/ebms";

    private Demo() {}

    /**
     * Runs the demo once the context has fully started.
     *
     * @throws IllegalStateException when the adapter speaks TLS: the demo talks to itself over plain HTTP
     */
    public static void install(CamelContext context, Gateway gateway) throws Exception {
        if (!gateway.security().settings().plainHttp()) {
            throw new IllegalStateException("ebms.demo=true needs ebms.http.plain-allowed=true: the demo adapter talks"
                    + " to itself over plain HTTP on 127.0.0.1");
        }
        context.addStartupListener(new StartupListener() {
            @Override
            public void onCamelContextStarted(CamelContext started, boolean alreadyStarted) {
                // the routes are still starting
            }

            @Override
            public void onCamelContextFullyStarted(CamelContext started, boolean alreadyStarted) {
                run(gateway);
            }
        });
    }

    static void run(Gateway gateway) {
        String endpoint = "http://127.0.0.1:" + gateway.settings().httpPort()
                + gateway.settings().ebmsPath();
        byte[] cpa = cpa(endpoint);
        CpaCheckResult checked = CpaUpload.standard(Clock.systemUTC()).check(cpa);
        if (!checked.acceptable()) {
            throw new IllegalStateException("the demo CPA is not acceptable: " + checked.findings());
        }
        gateway.parts().catalog().save(checked, cpa);
        BackendUseCases backend = gateway.parts().backend();
        Outcome<Pings.Queued> ping = backend.pings().ping(CPA_ID, RECEIVER);
        Outcome<BackendSend.Sent> message = backend.send()
                .send(
                        new SendRequest(
                                CPA_ID, SENDER, RECEIVER, SERVICE, SERVICE_TYPE, ACTION, null, null, null, null),
                        List.of(new PayloadPart(
                                "",
                                "application/xml",
                                "<melding>Hallo van de demo</melding>".getBytes(StandardCharsets.UTF_8))));
        LOG.info(
                DEMO.line("Demo: CPA {} loaded for {}; Ping {} and business message {} sent to ourselves. See them in"
                        + " the console at http://127.0.0.1:{}/admin/"),
                CPA_ID,
                endpoint,
                ping.isSent() ? ping.value().messageId() : "refused (" + ping.problem() + ")",
                message.isSent() ? message.value().messageId() : "refused (" + message.problem() + ")",
                gateway.settings().httpPort());
    }

    private static byte[] cpa(String endpoint) {
        try (InputStream in = Demo.class.getResourceAsStream("demo-cpa.xml")) {
            String template = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return template.replace(TEMPLATE_ENDPOINT, endpoint).getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("read the demo CPA", e);
        }
    }
}
