package nl.opendk.ebms.protocol.security.certificate;

import java.nio.charset.StandardCharsets;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;

/**
 * The URLs in a certificate's CRL distribution points extension (RFC 5280 §4.2.1.13): every
 * uniformResourceIdentifier in a distributionPoint's fullName. Read with a minimal DER walker, because the JDK
 * offers no public API for this extension.
 */
final class DistributionPointUrls {

    private static final String OID = "2.5.29.31";
    private static final int SEQUENCE = 0x30;
    private static final int OCTET_STRING = 0x04;
    /** [0] constructed: DistributionPoint.distributionPoint, and inside it DistributionPointName.fullName. */
    private static final int CONTEXT_0 = 0xa0;
    /** [6] primitive: GeneralName.uniformResourceIdentifier. */
    private static final int URI = 0x86;

    private DistributionPointUrls() {}

    static List<String> of(X509Certificate certificate) {
        byte[] extension = certificate.getExtensionValue(OID);
        List<String> urls = new ArrayList<>();
        if (extension == null) {
            return urls;
        }
        try {
            Der octets = Der.read(extension, 0, OCTET_STRING);
            Der points = Der.read(extension, octets.start(), SEQUENCE);
            for (Der point : points.children(extension)) {
                for (Der field : point.children(extension)) {
                    if (field.tag() == CONTEXT_0) {
                        addFullNameUris(extension, field, urls);
                    }
                }
            }
        } catch (IndexOutOfBoundsException | IllegalArgumentException e) {
            return List.of();
        }
        return urls;
    }

    private static void addFullNameUris(byte[] der, Der distributionPoint, List<String> urls) {
        for (Der name : distributionPoint.children(der)) {
            if (name.tag() == CONTEXT_0) {
                for (Der generalName : name.children(der)) {
                    if (generalName.tag() == URI) {
                        urls.add(new String(der, generalName.start(), generalName.length(), StandardCharsets.US_ASCII));
                    }
                }
            }
        }
    }

    /** One DER element: its tag and where its content lies. Only definite lengths, as DER requires. */
    private record Der(int tag, int start, int length) {

        static Der read(byte[] der, int offset, int expectedTag) {
            Der element = at(der, offset);
            if (element.tag() != expectedTag) {
                throw new IllegalArgumentException("unexpected DER tag " + element.tag());
            }
            return element;
        }

        static Der at(byte[] der, int offset) {
            int tag = der[offset] & 0xff;
            int first = der[offset + 1] & 0xff;
            if (first < 0x80) {
                return new Der(tag, offset + 2, first);
            }
            int lengthBytes = first & 0x7f;
            if (lengthBytes == 0 || lengthBytes > 3) {
                throw new IllegalArgumentException("unsupported DER length");
            }
            int length = 0;
            for (int i = 0; i < lengthBytes; i++) {
                length = (length << 8) | (der[offset + 2 + i] & 0xff);
            }
            return new Der(tag, offset + 2 + lengthBytes, length);
        }

        List<Der> children(byte[] der) {
            List<Der> children = new ArrayList<>();
            int end = start + length;
            for (int offset = start; offset < end; ) {
                Der child = at(der, offset);
                children.add(child);
                offset = child.start() + child.length();
            }
            return children;
        }
    }
}
