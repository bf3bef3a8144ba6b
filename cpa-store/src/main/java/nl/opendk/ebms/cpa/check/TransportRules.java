package nl.opendk.ebms.cpa.check;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.model.DeliveryChannel;
import nl.opendk.ebms.cpa.model.Endpoint;
import nl.opendk.ebms.cpa.model.PartyInfo;
import nl.opendk.ebms.cpa.model.Transport;
import nl.opendk.ebms.cpa.parse.CpaPath;

/** Every party can be reached: a channel's transport has a receiver with a usable HTTP(S) endpoint. */
final class TransportRules implements CpaRule {

    @Override
    public void check(Cpa cpa, Findings findings) {
        Parties.each(cpa, (party, path) -> {
            usedTransports(party).forEach(transport -> receiverPresent(transport, path, findings));
            party.transports().values().forEach(transport -> endpointsAreUrls(transport, path, findings));
        });
    }

    private static Set<Transport> usedTransports(PartyInfo party) {
        Set<Transport> used = new LinkedHashSet<>();
        for (DeliveryChannel channel : party.deliveryChannels().values()) {
            party.transport(channel.transportId()).ifPresent(used::add);
        }
        return used;
    }

    private static void receiverPresent(Transport transport, CpaPath partyPath, Findings findings) {
        CpaPath path = partyPath.transport(transport.transportId()).child("TransportReceiver");
        if (transport.receiver() == null) {
            findings.error(
                    path,
                    "Transport '" + transport.transportId()
                            + "' is used by a DeliveryChannel but has no TransportReceiver: messages cannot be sent to it");
        } else if (transport.receiver().endpoints().isEmpty()) {
            findings.error(path.child("Endpoint"), "Transport '" + transport.transportId() + "' has no Endpoint");
        }
    }

    /** DK-ebMS2 ch04: HTTPS only. Plain HTTP is accepted with a warning for test set-ups behind a TLS proxy. */
    private static void endpointsAreUrls(Transport transport, CpaPath partyPath, Findings findings) {
        if (transport.receiver() == null) {
            return;
        }
        List<Endpoint> endpoints = transport.receiver().endpoints();
        for (int i = 0; i < endpoints.size(); i++) {
            CpaPath path = partyPath
                    .transport(transport.transportId())
                    .child("TransportReceiver")
                    .nth("Endpoint", i + 1)
                    .attribute("uri");
            String uri = endpoints.get(i).uri();
            String scheme = httpScheme(uri);
            if (scheme == null) {
                findings.error(path, "Endpoint uri '" + uri + "' is not an absolute http or https URL");
            } else if (scheme.equals("http")) {
                findings.warning(path, "Endpoint uri '" + uri + "' is plain HTTP; Digikoppeling requires HTTPS");
            }
        }
    }

    /** The lower-case scheme of an absolute http(s) URL with a host, or null when it is not one. */
    private static String httpScheme(String text) {
        if (text == null) {
            return null;
        }
        try {
            URI uri = new URI(text);
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            boolean http = scheme.equals("http") || scheme.equals("https");
            return http && uri.isAbsolute() && uri.getHost() != null ? scheme : null;
        } catch (URISyntaxException e) {
            return null;
        }
    }
}
