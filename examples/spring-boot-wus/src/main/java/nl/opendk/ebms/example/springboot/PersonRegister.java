package nl.opendk.ebms.example.springboot;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.stereotype.Component;

/** The back end of the provided service: a register of two people, queried by BSN. */
@Component
public class PersonRegister {

    private static final String NS = "http://example.overheid.nl/brp/v1";
    private static final Pattern BSN = Pattern.compile("<(?:\\w+:)?Bsn>(\\d{9})</");
    private static final Map<String, String> PEOPLE = Map.of("123456782", "Jansen", "987654329", "De Vries");

    /**
     * The response element for the plain SOAP request; a BSN it does not know is an error, which the adapter answers
     * the caller with as a Server fault.
     */
    public String answer(String request) {
        Matcher bsn = BSN.matcher(request);
        String name = bsn.find() ? PEOPLE.get(bsn.group(1)) : null;
        if (name == null) {
            throw new IllegalArgumentException("no person with that BSN");
        }
        return "<brp:ZoekPersoonResponse xmlns:brp=\"" + NS + "\"><brp:Naam>" + name
                + "</brp:Naam></brp:ZoekPersoonResponse>";
    }
}
