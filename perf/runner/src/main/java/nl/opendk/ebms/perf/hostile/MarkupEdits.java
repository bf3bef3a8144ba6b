package nl.opendk.ebms.perf.hostile;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nl.opendk.ebms.perf.traffic.Request;

/**
 * Damage to the XML of the envelope: elements twice or missing, huge attribute values, deep nesting, DOCTYPEs and
 * wrong namespaces. Elements are found by their eb: or soap: start tags; in the two base messages no such element
 * contains another of the same name, so the first matching end tag closes it.
 */
final class MarkupEdits {

    static final int[] ATTRIBUTE_SIZES = {16_384, 262_144, 1_048_577};
    static final int[] DEPTHS = {65, 1_000, 10_000, 100_000};

    private static final Pattern START_TAG = Pattern.compile("<((?:eb|soap):[A-Za-z]+)[\\s/>]");
    private static final Pattern ATTRIBUTE = Pattern.compile(" ([A-Za-z]+:[A-Za-z]+)=\"([^\"]*)\"");

    /** Entity expansion (the "billion laughs"), an external entity, an external DTD, a parameter entity. */
    private static final String[] DOCTYPES = {
        "<!DOCTYPE soap:Envelope [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">"
                + "<!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\"><!ENTITY d \"&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;\">"
                + "<!ENTITY e \"&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;\"><!ENTITY f \"&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;\">]>",
        "<!DOCTYPE soap:Envelope [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>",
        "<!DOCTYPE soap:Envelope SYSTEM \"http://127.0.0.1:9/ebms.dtd\">",
        "<!DOCTYPE soap:Envelope [<!ENTITY % p SYSTEM \"http://127.0.0.1:9/p.dtd\"> %p;]>"
    };

    private static final String[][] NAMESPACES = {
        {"http://schemas.xmlsoap.org/soap/envelope/", "http://www.w3.org/2003/05/soap-envelope"},
        {
            "http://www.oasis-open.org/committees/ebxml-msg/schema/msg-header-2_0.xsd",
            "http://docs.oasis-open.org/ebxml-msg/ebms/v3.0/ns/core/200704/"
        },
        {" xmlns:eb=\"http://www.oasis-open.org/committees/ebxml-msg/schema/msg-header-2_0.xsd\"", ""},
        {" xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"", ""}
    };

    private MarkupEdits() {}

    static Edit duplicate(Request request, SplittableRandom random) {
        String text = Edit.text(request);
        int[] element = element(text, random);
        String copy = text.substring(element[0], element[1]);
        return Edit.body(
                request, text.substring(0, element[1]) + copy + text.substring(element[1]), "twice: " + name(copy));
    }

    static Edit remove(Request request, SplittableRandom random) {
        String text = Edit.text(request);
        int[] element = element(text, random);
        String gone = text.substring(element[0], element[1]);
        return Edit.body(request, text.substring(0, element[0]) + text.substring(element[1]), "without " + name(gone));
    }

    static Edit hugeAttribute(Request request, SplittableRandom random) {
        String text = Edit.text(request);
        List<MatchResult> attributes = all(ATTRIBUTE.matcher(text));
        MatchResult chosen = attributes.get(random.nextInt(attributes.size()));
        int size = ATTRIBUTE_SIZES[random.nextInt(ATTRIBUTE_SIZES.length)];
        String huge = text.substring(0, chosen.start(2)) + "A".repeat(size) + text.substring(chosen.end(2));
        return Edit.body(request, huge, chosen.group(1) + " of " + size + " characters");
    }

    /** Nested elements inside the SOAP Body, which may hold any content (SOAP 1.1 §4.3). */
    static Edit deepNesting(Request request, SplittableRandom random) {
        int depth = DEPTHS[random.nextInt(DEPTHS.length)];
        String nest = "<n>".repeat(depth) + "</n>".repeat(depth);
        String text = Edit.text(request);
        String nested = text.contains("<soap:Body/>")
                ? text.replace("<soap:Body/>", "<soap:Body>" + nest + "</soap:Body>")
                : text.replace("</soap:Body>", nest + "</soap:Body>");
        return Edit.body(request, nested, depth + " levels");
    }

    static Edit doctype(Request request, SplittableRandom random) {
        int variant = random.nextInt(DOCTYPES.length);
        String text = Edit.text(request);
        int after = text.indexOf("?>") + 2;
        String withDoctype = text.substring(0, after) + DOCTYPES[variant] + text.substring(after);
        if (variant < 2) {
            String reference = variant == 0 ? "&f;" : "&x;";
            withDoctype = withDoctype.replace("</eb:ConversationId>", reference + "</eb:ConversationId>");
        }
        return Edit.body(
                request,
                withDoctype,
                new String[] {"entity expansion", "external entity", "external DTD", "parameter entity"}[variant]);
    }

    static Edit namespace(Request request, SplittableRandom random) {
        int variant = random.nextInt(NAMESPACES.length);
        String[] swap = NAMESPACES[variant];
        return Edit.body(
                request,
                Edit.text(request).replace(swap[0], swap[1]),
                new String[] {"SOAP 1.2 namespace", "ebMS 3 namespace", "eb: undeclared", "soap: undeclared"}[variant]);
    }

    /** Start and end offsets of a random eb: or soap: element. */
    private static int[] element(String text, SplittableRandom random) {
        List<MatchResult> starts = all(START_TAG.matcher(text));
        MatchResult start = starts.get(random.nextInt(starts.size()));
        int tagEnd = text.indexOf('>', start.start());
        if (text.charAt(tagEnd - 1) == '/') {
            return new int[] {start.start(), tagEnd + 1};
        }
        String close = "</" + start.group(1) + ">";
        return new int[] {start.start(), text.indexOf(close, tagEnd) + close.length()};
    }

    private static String name(String element) {
        Matcher matcher = START_TAG.matcher(element);
        return matcher.lookingAt() ? matcher.group(1) : "?";
    }

    private static List<MatchResult> all(Matcher matcher) {
        List<MatchResult> found = new ArrayList<>();
        while (matcher.find()) {
            found.add(matcher.toMatchResult());
        }
        return found;
    }
}
