package nl.opendk.ebms.protocol.signal;

import java.util.Objects;
import java.util.UUID;

/** New MessageIds in the form DK-BP EB013 recommends, {@code UUID@domain}: globally unique (ebMS 2.0 §3.1.6.1). */
public final class MessageIds {

    private final String domain;

    public MessageIds(String domain) {
        this.domain = Objects.requireNonNull(domain, "domain");
        if (domain.isBlank() || domain.chars().anyMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException("message id domain must be a host name without whitespace");
        }
    }

    public String next() {
        return UUID.randomUUID() + "@" + domain;
    }
}
