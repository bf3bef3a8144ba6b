package nl.opendk.ebms.protocol.codec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ContentTypeTest {

    @Test
    void parsesMediaTypeAndQuotedParameters() {
        ContentType type = ContentType.parse(
                "Multipart/Related; boundary=\"----=_Part_1; x\"; type=\"text/xml\";start=\"<soap@x>\"; charset=UTF-8");
        assertThat(type.mediaType()).isEqualTo("multipart/related");
        assertThat(type.parameter("boundary")).isEqualTo("----=_Part_1; x");
        assertThat(type.parameter("type")).isEqualTo("text/xml");
        assertThat(type.parameter("start")).isEqualTo("<soap@x>");
        assertThat(type.parameter("charset")).isEqualTo("UTF-8");
    }

    @Test
    void toleratesAbsentAndEmptyHeaders() {
        assertThat(ContentType.parse(null).mediaType()).isEmpty();
        assertThat(ContentType.parse("text/xml;").parameters()).isEmpty();
    }
}
