package nl.opendk.ebms.testkit.message;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * What the adapter must answer to one defect fixture (messages/defects/expected.properties): how it answers and
 * which ebMS error, exactly.
 */
public record DefectExpectation(String defect, Answer answer, String faultCode, String errorCode, String location) {

    public static final String FOLDER = "messages/defects/";

    public enum Answer {
        FAULT,
        SYNC,
        ASYNC
    }

    public HttpFixture fixture() {
        return HttpFixture.load(FOLDER + defect + ".http");
    }

    /** Every expectation, in name order; each must have its fixture file. */
    public static List<DefectExpectation> all() {
        Properties properties = new Properties();
        try (InputStream in = resource("expected.properties").openStream()) {
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<DefectExpectation> expectations = new ArrayList<>();
        for (String name : properties.stringPropertyNames().stream().sorted().toList()) {
            resource(name + ".http");
            expectations.add(parse(name, properties.getProperty(name)));
        }
        return expectations;
    }

    private static DefectExpectation parse(String name, String line) {
        String[] words = line.trim().split("\\s+");
        Answer answer = Answer.valueOf(words[0].toUpperCase(java.util.Locale.ROOT));
        if (answer == Answer.FAULT) {
            return new DefectExpectation(name, answer, words[1], dash(words[2]), dash(words[3]));
        }
        return new DefectExpectation(name, answer, null, words[1], words[2]);
    }

    private static String dash(String word) {
        return "-".equals(word) ? null : word;
    }

    private static URL resource(String file) {
        URL url = DefectExpectation.class.getClassLoader().getResource(FOLDER + file);
        if (url == null) {
            throw new IllegalStateException("no " + FOLDER + file + " on the class path");
        }
        return url;
    }

    @Override
    public String toString() {
        return defect;
    }
}
