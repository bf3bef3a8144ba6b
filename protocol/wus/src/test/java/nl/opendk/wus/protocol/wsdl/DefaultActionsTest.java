package nl.opendk.wus.protocol.wsdl;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** WS-Addressing 1.0 Metadata §4.4.4. */
class DefaultActionsTest {

    @Test
    void joinsWithSlashesAndUsesTheWsdlDefaultMessageNames() {
        assertThat(DefaultActions.input("http://example.com/stockquote", "StockQuote", "GetQuote", null))
                .isEqualTo("http://example.com/stockquote/StockQuote/GetQuoteRequest");
        assertThat(DefaultActions.output("http://example.com/stockquote", "StockQuote", "GetQuote", null))
                .isEqualTo("http://example.com/stockquote/StockQuote/GetQuoteResponse");
    }

    @Test
    void usesTheMessageNameWhenGiven() {
        assertThat(DefaultActions.input("http://example.com/", "PT", "Op", "In"))
                .isEqualTo("http://example.com/PT/In");
    }

    @Test
    void usesColonsForAUrnNamespace() {
        assertThat(DefaultActions.input("urn:example:service", "PT", "Op", null))
                .isEqualTo("urn:example:service:PT:OpRequest");
    }
}
