package nl.opendk.ebms.routes.backend;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WholeFilesTest {

    @Test
    void aFileEndpointWritesUnderAHiddenNameFirst() {
        assertThat(WholeFiles.endpoint("file:/var/ebms/in")).isEqualTo("file:/var/ebms/in?tempPrefix=.writing-");
        assertThat(WholeFiles.endpoint("file:/var/ebms/in?charset=utf-8"))
                .isEqualTo("file:/var/ebms/in?charset=utf-8&tempPrefix=.writing-");
    }

    @Test
    void aTemporaryNameTheUriChoseAndOtherEndpointsStayAsTheyAre() {
        assertThat(WholeFiles.endpoint("file:in?tempPrefix=tmp-")).isEqualTo("file:in?tempPrefix=tmp-");
        assertThat(WholeFiles.endpoint("file:in?tempFileName=part")).isEqualTo("file:in?tempFileName=part");
        assertThat(WholeFiles.endpoint("https://backend.example.nl/in")).isEqualTo("https://backend.example.nl/in");
        assertThat(WholeFiles.endpoint("jms:queue:ebms.in")).isEqualTo("jms:queue:ebms.in");
    }
}
