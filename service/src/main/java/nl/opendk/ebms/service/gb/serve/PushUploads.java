package nl.opendk.ebms.service.gb.serve;

import java.io.IOException;
import java.io.InputStream;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import nl.opendk.ebms.protocol.security.certificate.Oins;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.ebms.service.wus.CertificateTrust;

/**
 * What our push service answers a PUT (DK-GB 3.8.1 ch02, push; GB002, GB016): a partner organisation puts a file
 * under a token of its choosing, then sends the metadata that names it. Only a valid certificate (GB008, GB011) whose
 * OIN is a party of one of our CPAs may put files (GB009; 403 otherwise, GB010); each OIN has a folder of its own,
 * so no partner can replace another's file, and the metadata's sender must be the OIN that put it. Every PUT
 * overwrites (GB016). The HTTP handler only translates this into a response.
 */
public final class PushUploads {

    private final FileStorage storage;
    private final CertificateTrust trust;
    private final Supplier<Set<String>> partnerOins;
    private final boolean enabled;

    /**
     * @param partnerOins the OINs of the parties in our usable CPAs, asked at each PUT (CPAs come and go)
     * @param enabled whether we take pushed files at all ({@code ebms.gb.push-url} is set): else every PUT gets 404
     */
    public PushUploads(
            FileStorage storage, CertificateTrust trust, Supplier<Set<String>> partnerOins, boolean enabled) {
        this.storage = storage;
        this.trust = trust;
        this.partnerOins = partnerOins;
        this.enabled = enabled;
    }

    /**
     * The answer: 201 for a new file, 204 for a replaced one, or the refusal with why.
     *
     * @param oin the client's OIN when it had one, for the log
     */
    public record Answer(int status, String problem, String oin) {}

    /** Whether a client may put files at all: checked before the body is read, so a refused one costs no disk. */
    public Answer admit(String token, String name, List<X509Certificate> chain) {
        if (!enabled) {
            return new Answer(404, "this adapter takes no pushed files (ebms.gb.push-url is not set)", null);
        }
        if (!FileStorage.isPlainName(token) || !FileStorage.isPlainName(name)) {
            return new Answer(
                    400,
                    "the path is /gb/push/{token}/{filename}, each of letters, digits, '.', '_' and '-' (MD007), not"
                            + " starting with '.'",
                    null);
        }
        Optional<String> oin = chain.isEmpty() ? Optional.empty() : Oins.of(chain.get(0));
        if (oin.isEmpty()) {
            return new Answer(403, "a client certificate with an OIN is required (GB008)", null);
        }
        List<String> problems = trust.problems(chain.get(0), chain.subList(1, chain.size()));
        if (!problems.isEmpty()) {
            return new Answer(
                    403, "the client certificate is not valid (GB011): " + String.join("; ", problems), oin.get());
        }
        if (!partnerOins.get().contains(oin.get())) {
            return new Answer(403, "OIN " + oin.get() + " is no party of a CPA with us (GB009)", oin.get());
        }
        return new Answer(0, null, oin.get());
    }

    /**
     * Stores the body of an admitted PUT.
     *
     * @param admitted what {@link #admit} answered, with status 0
     * @param declaredLength the Content-Length, or -1 when chunked
     */
    public Answer store(Answer admitted, String token, String name, InputStream body, long declaredLength)
            throws IOException {
        try {
            boolean replaced = storage.storePushed(admitted.oin(), token, name, body, declaredLength);
            return new Answer(replaced ? 204 : 201, null, admitted.oin());
        } catch (FileStorage.NoRoom e) {
            return new Answer(507, e.getMessage(), admitted.oin());
        }
    }
}
