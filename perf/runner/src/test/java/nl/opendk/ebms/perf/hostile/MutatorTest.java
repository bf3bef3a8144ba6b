package nl.opendk.ebms.perf.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import nl.opendk.ebms.perf.sink.PingId;
import nl.opendk.ebms.perf.traffic.Request;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class MutatorTest {

    private static final Instant TIME = Instant.parse("2026-11-25T10:00:00Z");
    private static final int INPUTS = 13 * 40;
    private static final Pattern START_TAG = Pattern.compile("<(eb|soap):[A-Za-z]+[\\s/>]");

    private final Mutator mutator = new Mutator(42, "fuzzrun", TIME);

    @Test
    void theSameSeedMakesTheSameBytesInAnyOrder() {
        Mutator again = new Mutator(42, "fuzzrun", TIME);
        for (int i = INPUTS - 1; i >= 0; i--) {
            FuzzInput first = mutator.input(i);
            FuzzInput second = again.input(i);
            assertThat(second.request().body()).isEqualTo(first.request().body());
            assertThat(second.request().contentType()).isEqualTo(first.request().contentType());
            assertThat(second.detail()).isEqualTo(first.detail());
        }
    }

    @Test
    void anotherSeedMakesOtherInputs() {
        Mutator other = new Mutator(43, "fuzzrun", TIME);
        long same = IntStream.range(0, INPUTS)
                .filter(i -> Arrays.equals(
                        mutator.input(i).request().body(),
                        other.input(i).request().body()))
                .count();

        assertThat(same).isLessThan(INPUTS / 4);
    }

    @Test
    void everyKindComesInTurnOnBothBases() {
        Set<Mutation> kinds = EnumSet.noneOf(Mutation.class);
        Set<String> bases = new HashSet<>();
        for (int i = 0; i < INPUTS; i++) {
            FuzzInput input = mutator.input(i);
            assertThat(input.mutation()).isEqualTo(Mutation.values()[i % Mutation.values().length]);
            kinds.add(input.mutation());
            bases.add(input.base());
        }
        assertThat(kinds).containsExactlyInAnyOrder(Mutation.values());
        assertThat(bases).containsExactlyInAnyOrder("ping", "business");
    }

    @ParameterizedTest
    @EnumSource(Mutation.class)
    void eachKindDoesWhatItSays(Mutation kind) {
        for (int i = kind.ordinal(); i < INPUTS; i += Mutation.values().length) {
            FuzzInput input = mutator.input(i);
            Request base = base(input);
            assertThat(holds(kind, base, input.request()))
                    .as("%s input %d (%s): %s", kind, i, input.base(), input.detail())
                    .isTrue();
        }
    }

    private static boolean holds(Mutation kind, Request base, Request mutated) {
        String before = new String(base.body(), StandardCharsets.ISO_8859_1);
        String after = new String(mutated.body(), StandardCharsets.ISO_8859_1);
        return switch (kind) {
            case BYTE_FLIP -> after.length() == before.length() && !after.equals(before);
            case TRUNCATE -> after.length() < before.length() && before.startsWith(after);
            case INSERT_BYTES -> after.length() > before.length() && after.length() <= before.length() + 64;
            case DUPLICATE_ELEMENT -> startTags(after) > startTags(before);
            case REMOVE_ELEMENT -> startTags(after) < startTags(before);
            case HUGE_ATTRIBUTE -> after.matches("(?s).*=\"A{16384,}\".*");
            case DEEP_NESTING -> after.contains("<n>".repeat(65));
            case BAD_BOUNDARY -> !delimits(mutated);
            case BAD_CONTENT_TYPE -> !sameText(mutated.contentType(), base.contentType());
            case BAD_SOAP_ACTION -> !Request.SOAP_ACTION.equals(mutated.soapAction());
            case NON_UTF8 -> !isUtf8(mutated.body());
            case DOCTYPE -> after.contains("<!DOCTYPE");
            case NAMESPACE -> !after.equals(before) && after.length() <= before.length() + 20;
        };
    }

    /** The valid message input i started from: the same base and MessageId, undamaged. */
    private static Request base(FuzzInput input) {
        PingId id = new PingId("fuzzrun", Mutator.STREAM, Integer.toString(input.index()), 0);
        return input.base().equals("ping") ? FuzzBase.ping(id, TIME) : FuzzBase.business(id, TIME);
    }

    private static int startTags(String text) {
        Matcher matcher = START_TAG.matcher(text);
        int count = 0;
        while (matcher.find()) {
            count++;
        }
        return count;
    }

    /** Whether the Content-Type's boundary delimits the body: a boundary given, opening and closing it. */
    private static boolean delimits(Request request) {
        Matcher boundary = Pattern.compile("boundary=\"([^\"]*)\"").matcher(request.contentType());
        if (!request.contentType().startsWith("multipart/")
                || !boundary.find()
                || boundary.group(1).length() > 70) {
            return false;
        }
        String body = new String(request.body(), StandardCharsets.ISO_8859_1);
        String delimiter = "--" + boundary.group(1);
        return body.startsWith(delimiter) && body.contains(delimiter + "--");
    }

    private static boolean sameText(String a, String b) {
        return a != null && a.equals(b);
    }

    private static boolean isUtf8(byte[] bytes) {
        try {
            StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    @Test
    void theBaseMessagesAreValidUtf8WithTheirMessageId() {
        PingId id = new PingId("fuzzrun", Mutator.STREAM, "7", 0);
        for (Request base : List.of(FuzzBase.ping(id, TIME), FuzzBase.business(id, TIME))) {
            assertThat(isUtf8(base.body())).isTrue();
            assertThat(new String(base.body(), StandardCharsets.UTF_8)).contains(id.messageId());
            assertThat(delimits(base) || base.contentType().startsWith("text/xml"))
                    .isTrue();
        }
    }
}
