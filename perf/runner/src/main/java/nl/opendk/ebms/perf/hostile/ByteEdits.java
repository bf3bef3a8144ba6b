package nl.opendk.ebms.perf.hostile;

import java.util.SplittableRandom;
import nl.opendk.ebms.perf.traffic.Request;

/** Damage at the byte level: what a broken proxy, a bad buffer or a mistaken encoding does to a message. */
final class ByteEdits {

    /**
     * Sequences no UTF-8 decoder may accept (RFC 3629 §3): a Latin-1 letter, an overlong "/", an encoded surrogate
     * (U+D800), bytes that never occur in UTF-8, and a three-byte sequence cut after two.
     */
    private static final byte[][] NOT_UTF8 = {
        {(byte) 0xE9},
        {(byte) 0xC0, (byte) 0xAF},
        {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
        {(byte) 0xFF, (byte) 0xFE},
        {(byte) 0xE2, (byte) 0x82, 'x'}
    };

    private ByteEdits() {}

    static Edit flip(Request request, SplittableRandom random) {
        byte[] body = request.body().clone();
        int count = 1 + random.nextInt(8);
        for (int i = 0; i < count; i++) {
            body[random.nextInt(body.length)] ^= (byte) (1 + random.nextInt(255));
        }
        return new Edit(request.withBody(body), count + " bytes flipped");
    }

    static Edit truncate(Request request, SplittableRandom random) {
        byte[] body = request.body();
        int cut = random.nextInt(body.length);
        byte[] shorter = new byte[cut];
        System.arraycopy(body, 0, shorter, 0, cut);
        return new Edit(request.withBody(shorter), "cut at " + cut + " of " + body.length + " bytes");
    }

    static Edit insert(Request request, SplittableRandom random) {
        byte[] extra = new byte[1 + random.nextInt(64)];
        random.nextBytes(extra);
        int at = random.nextInt(request.body().length + 1);
        return new Edit(request.withBody(spliced(request.body(), at, extra)), extra.length + " bytes at " + at);
    }

    /** Not-UTF-8 bytes inside the MessageId's text, where a decoder meets them before any later check. */
    static Edit notUtf8(Request request, SplittableRandom random) {
        byte[] sequence = NOT_UTF8[random.nextInt(NOT_UTF8.length)];
        String text = Edit.text(request);
        int at = text.indexOf("<eb:MessageId>") + "<eb:MessageId>".length();
        StringBuilder hex = new StringBuilder();
        for (byte b : sequence) {
            hex.append(String.format("%02X", b & 0xFF));
        }
        return new Edit(request.withBody(spliced(request.body(), at, sequence)), "bytes " + hex + " at " + at);
    }

    static byte[] spliced(byte[] body, int at, byte[] extra) {
        byte[] longer = new byte[body.length + extra.length];
        System.arraycopy(body, 0, longer, 0, at);
        System.arraycopy(extra, 0, longer, at, extra.length);
        System.arraycopy(body, at, longer, at + extra.length, body.length - at);
        return longer;
    }
}
