package nl.opendk.ebms.cpa.parse;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import javax.xml.datatype.DatatypeConstants;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;

/**
 * The state of reading one document: the problems found so far and the conversions from XML Schema text to model
 * values. Each conversion reports what it cannot convert and yields null, so reading always goes on to the end.
 */
final class ReadContext {

    private final List<ParseProblem> problems = new ArrayList<>();
    private final DatatypeFactory datatypes = DatatypeFactory.newDefaultInstance();

    void problem(CpaPath path, String message) {
        problems.add(new ParseProblem(path.value(), message));
    }

    List<ParseProblem> problems() {
        return List.copyOf(problems);
    }

    /**
     * A required xsd:dateTime element (CPPA 2.0 Start, End). A value without a time zone is taken as UTC, the zone
     * ebMS timestamps use.
     */
    Instant dateTime(Optional<XmlElement> element, CpaPath path) {
        String text = element.map(XmlElement::trimmedText).orElse(null);
        if (text == null) {
            problem(path, path.leafName() + " is missing");
            return null;
        }
        try {
            XMLGregorianCalendar calendar = datatypes.newXMLGregorianCalendar(text);
            if (DatatypeConstants.DATETIME.equals(calendar.getXMLSchemaType())) {
                if (calendar.getTimezone() == DatatypeConstants.FIELD_UNDEFINED) {
                    calendar.setTimezone(0);
                }
                return calendar.toGregorianCalendar().toInstant();
            }
        } catch (IllegalArgumentException | IllegalStateException e) {
            // reported below, with the value
        }
        problem(path, path.leafName() + " '" + text + "' is not an xsd:dateTime such as 2025-01-01T00:00:00Z");
        return null;
    }

    /**
     * An xsd:duration of fixed length (RetryInterval, PersistDuration). Years and months have no fixed length, so
     * they are refused rather than guessed.
     */
    Duration duration(XmlElement element, CpaPath path) {
        String text = element.trimmedText();
        if (text == null) {
            problem(path, path.leafName() + " is empty; expected an ISO-8601 duration such as PT3H");
            return null;
        }
        javax.xml.datatype.Duration parsed;
        try {
            parsed = datatypes.newDuration(text);
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            problem(path, path.leafName() + " '" + text + "' is not an ISO-8601 duration such as PT3H or P1D");
            return null;
        }
        if (parsed.getSign() < 0) {
            problem(path, path.leafName() + " '" + text + "' is a negative duration");
            return null;
        }
        if (parsed.getYears() != 0 || parsed.getMonths() != 0) {
            problem(
                    path,
                    path.leafName() + " '" + text + "' uses years or months, which have no fixed length; use days");
            return null;
        }
        BigDecimal seconds = (BigDecimal) parsed.getField(DatatypeConstants.SECONDS);
        return Duration.ofDays(parsed.getDays())
                .plusHours(parsed.getHours())
                .plusMinutes(parsed.getMinutes())
                .plusNanos(
                        seconds == null
                                ? 0
                                : seconds.movePointRight(9).toBigInteger().longValueExact());
    }

    /** A non-negative xsd:integer that fits an int (ReliableMessaging/Retries). */
    Integer nonNegativeInteger(XmlElement element, CpaPath path) {
        String text = element.trimmedText();
        try {
            BigInteger value = new BigInteger(text == null ? "" : text);
            if (value.signum() < 0) {
                problem(path, path.leafName() + " '" + text + "' is negative; expected 0 or more");
                return null;
            }
            return value.intValueExact();
        } catch (NumberFormatException e) {
            problem(path, path.leafName() + " '" + (text == null ? "" : text) + "' is not a whole number");
        } catch (ArithmeticException e) {
            problem(path, path.leafName() + " '" + text + "' is too large");
        }
        return null;
    }

    /** An enumerated attribute value; absent means the schema default, an unknown value is reported. */
    <E> E enumeration(String text, CpaPath path, Function<String, Optional<E>> fromWire, E absent, String allowed) {
        if (text == null) {
            return absent;
        }
        Optional<E> value = fromWire.apply(text);
        if (value.isEmpty()) {
            problem(path, path.leafName() + " '" + text + "' is not one of " + allowed);
            return absent;
        }
        return value.get();
    }

    /** Repeatable elements in document order, each read with its 1-based position in the path. */
    <V> List<V> positional(
            List<XmlElement> elements, CpaPath parent, String name, BiFunction<XmlElement, CpaPath, V> reader) {
        List<V> values = new ArrayList<>(elements.size());
        for (int i = 0; i < elements.size(); i++) {
            values.add(reader.apply(elements.get(i), parent.nth(name, i + 1)));
        }
        return values;
    }

    /**
     * Elements keyed by their ID attribute (CPPA 2.0 XSD type ID), in document order. One without an id cannot be
     * referred to; a second with the same id makes every reference to it ambiguous: both are reported and skipped.
     */
    <V> Map<String, V> keyed(
            List<XmlElement> elements,
            CpaPath parent,
            String name,
            String idAttribute,
            BiFunction<XmlElement, CpaPath, V> reader) {
        Map<String, V> byId = new LinkedHashMap<>();
        for (int i = 0; i < elements.size(); i++) {
            XmlElement element = elements.get(i);
            String id = element.cppaAttribute(idAttribute);
            if (id == null || id.isBlank()) {
                problem(parent.nth(name, i + 1).attribute(idAttribute), name + " has no " + idAttribute);
                continue;
            }
            CpaPath path = parent.keyed(name, idAttribute, id);
            if (byId.containsKey(id)) {
                problem(path, "another " + name + " already has " + idAttribute + " '" + id + "'");
                continue;
            }
            byId.put(id, reader.apply(element, path));
        }
        return byId;
    }
}
