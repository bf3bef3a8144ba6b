package nl.opendk.ebms.app.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import nl.opendk.ebms.app.testing.Browser;
import nl.opendk.ebms.app.testing.PartnerStub;
import nl.opendk.ebms.app.testing.Pings;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.component.observe.BuildInfo;
import nl.opendk.ebms.console.hawtio.HawtioStart;
import nl.opendk.ebms.db.gb.PublishedFile;
import nl.opendk.ebms.db.gb.PublishedFiles;
import nl.opendk.ebms.db.gb.Upload;
import nl.opendk.ebms.db.gb.UploadStatus;
import nl.opendk.ebms.db.gb.Uploads;
import nl.opendk.ebms.db.message.MessageFilter;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.db.message.MessageSummary;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.testkit.message.FixtureCpas;
import nl.opendk.ebms.testkit.message.HttpFixture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The operator's console in real headless Chromium, as an operator uses it: sign in, upload an invalid and a valid
 * CPA, ping the partner, search messages, open one, resend a failed one, look at the routes in Hawtio, and open the
 * WUS pages. The screenshots of the main pages go to target/screenshots; {@code -Dscreenshots.dir=../../docs/screenshots}
 * renews the ones the README links to. Runs with {@code -Pbrowser} (see the README).
 */
@Tag("browser")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ConsoleBrowserIT {

    private static final Path SCREENSHOTS = Path.of(System.getProperty("screenshots.dir", "target/screenshots"));

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static PartnerStub partner;
    private static RunningAdapter adapter;
    private static Browser browser;

    @BeforeAll
    static void start() throws Exception {
        partner = PartnerStub.start();
        adapter = RunningAdapter.start(DB.settings(), "browser", Map.of("hawtio.enabled", "true"));
        partner.answerPingsTo(adapter.uri("/ebms"));
        browser = Browser.start(SCREENSHOTS);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
        if (adapter != null) {
            adapter.close();
        }
        if (partner != null) {
            partner.close();
        }
    }

    @Test
    @Order(1)
    void aWrongPasswordIsRefusedAndTheRightOneOpensTheDashboard() {
        browser.open(adapter.uri("/admin/").toString());
        browser.waitFor(By.id("login-form"));
        browser.screenshot("login");
        signIn("not the password");
        browser.waitForText(By.id("login-status"), "wrong user name or password");

        signIn(RunningAdapter.ADMIN_PASSWORD);
        browser.waitFor(By.cssSelector("#tiles .tile"));
        assertThat(browser.driver().findElement(By.id("signed-in-user")).getText())
                .contains(RunningAdapter.ADMIN_USER);
        // the footer names the build that runs (version and commit)
        assertThat(browser.driver().findElement(By.id("site-footer")).getText())
                .isEqualTo("ebMS adapter " + BuildInfo.current());
    }

    @Test
    @Order(2)
    void anInvalidCpaShowsItsFindingsAndCannotBeSaved() throws Exception {
        browser.open(adapter.uri("/admin/cpas.html").toString());
        String broken = new String(FixtureCpas.valid(partner.endpoint(), adapter.uri("/ebms")), StandardCharsets.UTF_8)
                .replaceFirst("<tns:End>[^<]*</tns:End>", "<tns:End>1999-01-01T00:00:00Z</tns:End>");
        check(broken, "broken-cpa.xml");

        browser.waitFor(By.id("findings"));
        browser.waitForText(By.id("check-status"), "cannot be saved");
        assertThat(browser.driver().findElements(By.id("save-button"))).isEmpty();
        browser.screenshot("cpa-upload-findings");
    }

    @Test
    @Order(3)
    void aValidCpaIsCheckedSavedAndListedAndAnExpiredOneIsFlagged() throws Exception {
        browser.open(adapter.uri("/admin/cpas.html").toString());
        check(
                new String(FixtureCpas.valid(partner.endpoint(), adapter.uri("/ebms")), StandardCharsets.UTF_8),
                "valid-cpa.xml");
        browser.waitFor(By.id("save-button")).click();

        browser.waitForText(By.id("check-status"), "saved");
        browser.waitForText(By.id("cpa-table"), FixtureCpas.CPA_ID);
        assertThat(adapter.post(
                                "/api/cpas",
                                "application/xml",
                                FixtureCpas.expired(partner.endpoint(), adapter.uri("/ebms")))
                        .statusCode())
                .isEqualTo(201);
        browser.open(adapter.uri("/admin/cpas.html").toString());
        browser.waitForText(By.id("cpa-table"), "expired");
        browser.screenshot("cpas");

        // what has ended or ends within 90 days has a page of its own
        browser.driver().findElement(By.linkText("Ending soon")).click();
        browser.waitForText(By.id("expiry-table"), FixtureCpas.EXPIRED_CPA_ID);
        assertThat(browser.driver()
                        .findElement(By.cssSelector("#expiry-table tr[data-kind='CPA_END']"))
                        .getText())
                .contains(FixtureCpas.EXPIRED_CPA_ID, "ended");
        assertThat(browser.driver().findElement(By.id("expiry-table")).getText())
                .as("the valid CPA ends in years")
                .doesNotContain(FixtureCpas.CPA_ID);
        browser.screenshot("expiries");
    }

    @Test
    @Order(4)
    void pingingThePartnerShowsWhenThePongArrives() {
        browser.open(adapter.uri("/admin/cpas.html").toString());
        browser.waitFor(By.linkText(FixtureCpas.CPA_ID)).click();
        browser.waitForText(By.id("cpa-title"), FixtureCpas.CPA_ID);
        new Select(browser.waitFor(By.id("ping-partner"))).selectByValue(FixtureCpas.PARTNER_OIN);
        browser.driver().findElement(By.cssSelector("#ping-form button")).click();

        browser.waitForText(By.id("ping-status"), "Pong arrived");
        browser.screenshot("cpa");
    }

    @Test
    @Order(5)
    void aFailedMessageIsFoundOpenedAndResent() {
        partner.answerWith(400);
        assertThat(adapter.post(HttpFixture.load("messages/valid/ping.http")).statusCode())
                .isEqualTo(204);
        MessageQueries queries = new MessageQueries(DB.dataSource());
        await().atMost(Duration.ofSeconds(20))
                .until(() -> !queries.list(MessageFilter.ANY.withStatus(MessageStatus.FAILED), 1)
                        .isEmpty());
        MessageSummary failed = queries.list(MessageFilter.ANY.withStatus(MessageStatus.FAILED), 1)
                .get(0);
        partner.answerWith(204);

        browser.open(adapter.uri("/admin/messages.html").toString());
        browser.waitFor(By.id("f-status"));
        new Select(browser.driver().findElement(By.id("f-status"))).selectByValue("failed");
        browser.driver()
                .findElement(By.cssSelector("#search-form button[type='submit']"))
                .click();
        browser.waitForText(By.id("results"), failed.messageId());
        browser.screenshot("messages");

        browser.driver().findElement(By.linkText(failed.messageId())).click();
        browser.waitFor(By.id("resend-button"));
        browser.waitForText(By.id("attempts"), "400");
        browser.screenshot("message");
        browser.driver().findElement(By.id("resend-button")).click();
        browser.waitForText(By.id("page-status"), "Queued again");
        await().atMost(Duration.ofSeconds(20))
                .until(() -> queries.find(failed.id()).orElseThrow().summary().status() == MessageStatus.DELIVERED);
    }

    @Test
    @Order(6)
    void theMessageListShowsOneLinePerMessageSortsAndResendsFailedOnesTogether() {
        MessageQueries queries = new MessageQueries(DB.dataSource());
        partner.answerWith(400);
        List<String> pings = List.of("bulk-1@fixtures.test", "bulk-2@fixtures.test");
        pings.forEach(id ->
                assertThat(adapter.post(Pings.withMessageId(id)).statusCode()).isEqualTo(204));
        MessageFilter failedOut =
                MessageFilter.ANY.withStatus(MessageStatus.FAILED).withDirection(Direction.OUT);
        await().atMost(Duration.ofSeconds(20))
                .until(() -> queries.list(failedOut, 10).size() == 2);
        List<MessageSummary> failed = queries.list(failedOut, 10);
        partner.answerWith(204);

        browser.open(
                adapter.uri("/admin/messages.html?status=failed&direction=out").toString());
        browser.waitForText(By.id("results"), failed.get(0).messageId());
        List<WebElement> rows = browser.driver().findElements(By.cssSelector("#results tbody tr"));
        assertThat(rows).hasSize(2);
        // one line each, long values cut short with the whole value on hover
        assertThat(rows).allSatisfy(row -> assertThat(row.getSize().getHeight()).isLessThan(48));
        assertThat(browser.driver().findElements(By.cssSelector("#results td.message-id")))
                .extracting(cell -> cell.getAttribute("title"))
                .containsExactlyInAnyOrderElementsOf(
                        failed.stream().map(MessageSummary::messageId).toList());

        WebElement sortByMessageId = browser.driver().findElement(By.xpath("//th/button[text()='MessageId']"));
        sortByMessageId.click();
        assertThat(browser.driver()
                        .findElement(By.xpath("//th[button[text()='MessageId']]"))
                        .getAttribute("aria-sort"))
                .isEqualTo("ascending");
        List<String> ids =
                failed.stream().map(MessageSummary::messageId).sorted().toList();
        assertThat(firstMessageId()).isEqualTo(ids.get(0));
        browser.driver()
                .findElement(By.xpath("//th/button[text()='MessageId']"))
                .click();
        assertThat(firstMessageId()).isEqualTo(ids.get(1));
        new Select(browser.driver().findElement(By.id("page-size"))).selectByValue("25");
        browser.waitFor(By.cssSelector("#results tbody tr"));
        assertThat(browser.driver().getCurrentUrl()).contains("limit=25");
        browser.screenshot("messages-list");

        // filters match from the start of a value, whatever the case it is typed in
        String prefix = failed.get(0).messageId().substring(0, 8).toUpperCase(java.util.Locale.ROOT);
        browser.open(
                adapter.uri("/admin/messages.html?status=failed&cpaId=defecttest_0000&action=pong&messageId=" + prefix)
                        .toString());
        browser.waitForText(By.id("page-status"), "shown");
        assertThat(browser.driver().findElements(By.cssSelector("#results td.message-id")))
                .extracting(cell -> cell.getAttribute("title"))
                .containsExactly(failed.get(0).messageId());

        browser.open(
                adapter.uri("/admin/messages.html?status=failed&direction=out").toString());
        browser.waitForText(By.id("results"), failed.get(0).messageId());
        browser.driver().findElements(By.cssSelector("#results input.pick")).forEach(WebElement::click);
        assertThat(browser.driver().findElement(By.id("resend-selected")).getText())
                .isEqualTo("Resend 2 selected");
        browser.driver().findElement(By.id("resend-selected")).click();
        browser.waitForText(By.id("page-status"), "2 of 2 queued again");
        await().atMost(Duration.ofSeconds(20)).until(() -> failed.stream()
                .allMatch(message ->
                        queries.find(message.id()).orElseThrow().summary().status() == MessageStatus.DELIVERED));
    }

    private static String firstMessageId() {
        return browser.driver()
                .findElement(By.cssSelector("#results tbody tr td.message-id"))
                .getAttribute("title");
    }

    @Test
    @Order(7)
    void theDashboardShowsTheTrafficOnANarrowScreenToo() {
        browser.open(adapter.uri("/admin/").toString());
        browser.waitFor(By.cssSelector("#traffic-chart svg"));
        browser.screenshot("dashboard");
        browser.resize(390, 900);
        browser.open(adapter.uri("/admin/messages.html").toString());
        browser.waitFor(By.id("results"));
        browser.screenshot("messages-narrow");
        browser.resize(1366, 900);
    }

    @Test
    @Order(8)
    void hawtioShowsTheCamelRoutesBehindTheSameLogin() throws Exception {
        // Hawtio starts after the adapter is ready (HawtioStart); until then its path answers 503
        adapter.adapter()
                .camelContext()
                .getRegistry()
                .lookupByNameAndType(HawtioStart.REGISTRY_NAME, HawtioStart.class)
                .await(60, TimeUnit.SECONDS);
        browser.open(adapter.uri("/hawtio/camel/routes").toString());
        browser.waitForText(By.tagName("body"), "ebms-receive");
        browser.screenshot("hawtio-camel");
    }

    @Test
    @Order(9)
    void theWusPagesLoadAndAChosenWsdlShowsItsFindings() throws Exception {
        browser.open(adapter.uri("/admin/wus-services.html").toString());
        browser.waitForText(By.id("service-table"), "No WUS services yet");
        browser.open(adapter.uri("/admin/wus-calls.html").toString());
        browser.waitForText(By.id("results"), "No WUS calls match");

        browser.open(adapter.uri("/admin/wus-service.html").toString());
        Path file = Files.createTempDirectory(Path.of("target"), "ebms-wsdl-").resolve("not-a-wsdl.wsdl");
        Files.writeString(file, "<definitions/>");
        browser.waitFor(By.id("s-wsdl")).sendKeys(file.toAbsolutePath().toString());

        browser.waitForText(By.id("wsdl-status"), "cannot be used");
        browser.waitForText(By.id("findings"), "not a WSDL 1.1 definitions");
        browser.screenshot("wus-service-findings");
    }

    @Test
    @Order(10)
    void theLargeFilesPageShowsAPublishedAndAPushedFile() {
        Instant now = Instant.now();
        new PublishedFiles(DB.dataSource(), Clock.systemUTC())
                .insert(new PublishedFile(
                        0,
                        "browser-token",
                        null,
                        "browser_cpa",
                        "00000099000000000002",
                        "export_2026.zip",
                        "application/zip",
                        3L * 1024 * 1024 * 1024,
                        "SHA256",
                        "ab".repeat(32),
                        "published/browser",
                        now,
                        now.plus(Duration.ofDays(7)),
                        0));

        new Uploads(DB.dataSource(), Clock.systemUTC(), "browser-node", Duration.ofMinutes(1))
                .insert(new Upload(
                        0,
                        UploadStatus.WAITING,
                        "browser_cpa",
                        "00000099000000000001",
                        "00000099000000000003",
                        "urn:gb",
                        null,
                        "Lever",
                        null,
                        null,
                        "https://partner.example.nl/gb/push/t/pushed_2026.zip",
                        "pushed_2026.zip",
                        "application/zip",
                        5L * 1024 * 1024,
                        "SHA256",
                        "cd".repeat(32),
                        "published/browser-push",
                        0,
                        0,
                        null,
                        null,
                        now,
                        null,
                        null));

        browser.open(adapter.uri("/admin/").toString());
        browser.driver().findElement(By.linkText("Large files")).click();

        browser.waitForText(By.id("outgoing-table"), "export_2026.zip");
        assertThat(browser.driver().findElement(By.id("outgoing-table")).getText())
                .contains("3.0 GiB")
                .contains("00000099000000000002");
        browser.waitForText(By.id("pushed-table"), "pushed_2026.zip");
        assertThat(browser.driver().findElement(By.id("pushed-table")).getText())
                .contains("5.0 MiB")
                .contains("00000099000000000003")
                .contains("waiting");
        browser.screenshot("large-files");
    }

    private static void signIn(String password) {
        WebElement user = browser.waitFor(By.id("user"));
        user.clear();
        user.sendKeys(RunningAdapter.ADMIN_USER);
        WebElement field = browser.driver().findElement(By.id("password"));
        field.clear();
        field.sendKeys(password);
        browser.driver().findElement(By.id("sign-in")).click();
    }

    private static void check(String xml, String name) throws Exception {
        Path file = Files.createTempDirectory(Path.of("target"), "ebms-cpa-").resolve(name);
        Files.writeString(file, xml);
        browser.waitFor(By.id("cpa-file")).sendKeys(file.toAbsolutePath().toString());
        browser.driver().findElement(By.id("check-button")).click();
    }
}
