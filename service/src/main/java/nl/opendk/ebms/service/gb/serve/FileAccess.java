package nl.opendk.ebms.service.gb.serve;

import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.db.gb.PublishedFile;
import nl.opendk.ebms.db.gb.PublishedFiles;
import nl.opendk.ebms.protocol.security.certificate.Oins;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.ebms.service.wus.CertificateTrust;
import nl.opendk.gb.protocol.transfer.ByteRange;

/**
 * What our file service answers a GET or HEAD of a published file (DK-GB 3.8.1 ch04, GB001-GB010): the file's
 * receiver only (403 for any other OIN), while it is valid (410 after), the whole file or one byte range, with a
 * strong ETag and the conditions of RFC 7232/7233. The HTTP handler only translates this into a response.
 */
public final class FileAccess {

    private final PublishedFiles files;
    private final FileStorage storage;
    private final CertificateTrust trust;
    private final Clock clock;

    /** @param trust checks the client's certificate: chain to a configured root, dates, CRL (GB008, GB011) */
    public FileAccess(PublishedFiles files, FileStorage storage, CertificateTrust trust, Clock clock) {
        this.files = files;
        this.storage = storage;
        this.trust = trust;
        this.clock = clock;
    }

    /**
     * The answer.
     *
     * @param status the HTTP status
     * @param problem why it is refused, for the body and the log; null when served
     * @param file the file to serve from, null when refused
     * @param range the bytes to serve (and the Content-Range), null when refused before the range was read
     * @param etag the file's strong ETag, null when unknown
     */
    public record Answer(int status, String problem, PublishedFile published, Path file, ByteRange range, String etag) {

        static Answer refused(int status, String problem, PublishedFile published, ByteRange range, String etag) {
            return new Answer(status, problem, published, null, range, etag);
        }
    }

    /**
     * @param chain the certificate chain the TLS client presented on this connection, its own first; empty without
     *     one (then 403, GB010)
     * @param range the Range header, or null
     * @param ifRange the If-Range header, or null
     * @param ifMatch the If-Match header, or null
     * @param get true for GET (counted as a download), false for HEAD
     */
    public Answer answer(
            String token, List<X509Certificate> chain, String range, String ifRange, String ifMatch, boolean get) {
        Optional<PublishedFile> found = token == null ? Optional.empty() : files.byToken(token);
        if (found.isEmpty()) {
            return Answer.refused(404, "no file is published under this URL", null, null, null);
        }
        PublishedFile file = found.get();
        // GB009/GB010: the OIN of a valid client certificate decides; the URL is no secret
        Optional<String> clientOin = chain.isEmpty() ? Optional.empty() : Oins.of(chain.get(0));
        if (clientOin.isEmpty()) {
            return Answer.refused(403, "a client certificate with an OIN is required (GB008)", file, null, null);
        }
        List<String> problems = trust.problems(chain.get(0), chain.subList(1, chain.size()));
        if (!problems.isEmpty()) {
            return Answer.refused(
                    403,
                    "the client certificate is not valid (GB011): " + String.join("; ", problems),
                    file,
                    null,
                    null);
        }
        if (!clientOin.get().equals(file.receiverOin())) {
            return Answer.refused(
                    403, "OIN " + clientOin.get() + " may not download this file (GB010)", file, null, null);
        }
        Instant now = clock.instant();
        if (now.isAfter(file.expiresAt())) {
            return Answer.refused(
                    410, "the file's validity ended at " + file.expiresAt() + " (MD004)", file, null, null);
        }
        // the file never changes under its URL, so its checksum is a strong validator (RFC 7232 §2.1)
        String etag = "\"" + file.checksum() + "\"";
        if (ifMatch != null && !matches(ifMatch, etag)) {
            return Answer.refused(412, "If-Match does not match the file's ETag", file, null, etag);
        }
        ByteRange bytes = ByteRange.of(range, file.size());
        if (range != null && ifRange != null && !ifRange.strip().equals(etag)) {
            // RFC 7233 §3.2: a stale validator gets the whole file (GB005)
            bytes = ByteRange.whole(file.size());
        }
        if (bytes.kind() == ByteRange.Kind.UNSATISFIABLE) {
            return Answer.refused(416, "the range is beyond the file's " + file.size() + " bytes", file, bytes, etag);
        }
        if (get) {
            files.downloaded(file.id());
        }
        int status = bytes.kind() == ByteRange.Kind.PARTIAL ? 206 : 200;
        return new Answer(status, null, file, storage.resolve(file.storedAs()), bytes, etag);
    }

    /** If-Match: "*" or a list of entity tags, compared strongly (RFC 7232 §3.1). */
    private static boolean matches(String ifMatch, String etag) {
        for (String candidate : ifMatch.split(",")) {
            String tag = candidate.strip();
            if (tag.equals("*") || tag.equals(etag)) {
                return true;
            }
        }
        return false;
    }
}
