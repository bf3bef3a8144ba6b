package nl.opendk.ebms.protocol.codec;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.time.Instant;
import nl.opendk.ebms.protocol.check.HeaderChecks;
import nl.opendk.ebms.protocol.error.SoapFaultException;

/**
 * Coverage-guided fuzzing of the envelope and MIME decoder with Jazzer: whatever bytes and Content-Type arrive, the
 * decoder either returns a message the header checks can judge or refuses it with a SOAP Fault; any other exception,
 * or a stall, is a defect. In a normal build the inputs under {@code RequestDecoderFuzzTestInputs/} are replayed;
 * with {@code JAZZER_FUZZ=1} (the {@code fuzz} profile) it fuzzes for a fixed time and adds what it finds there.
 */
class RequestDecoderFuzzTest {

    private static final Instant NOW = Instant.parse("2026-06-01T00:00:00Z");
    private static final DecodingLimits LIMITS = new DecodingLimits(64 * 1024, 16, 32, 16, 16 * 1024, 2_000, 64 * 1024);

    private final RequestDecoder decoder = new RequestDecoder(LIMITS);
    private final HeaderChecks checks = new HeaderChecks();

    @FuzzTest(maxDuration = "5s")
    void decodesOrRefusesWithASoapFault(FuzzedDataProvider data) {
        String contentType =
                switch (data.consumeInt(0, 3)) {
                    case 0 -> "text/xml; charset=UTF-8";
                    case 1 -> "multipart/related; boundary=b; type=\"text/xml\"; start=\"<root>\"";
                    case 2 -> "multipart/related; boundary=\"MIMEBoundary_x\"; type=\"text/xml\"";
                    default -> data.consumeString(120);
                };
        byte[] body = data.consumeRemainingAsBytes();
        try {
            checks.check(decoder.decode(contentType, "\"ebXML\"", body, NOW));
        } catch (SoapFaultException refused) {
            // the expected answer to input that is not a usable ebMS message
        }
    }
}
