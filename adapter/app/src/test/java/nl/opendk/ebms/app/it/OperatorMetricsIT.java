package nl.opendk.ebms.app.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import nl.opendk.ebms.app.testing.PartnerStub;
import nl.opendk.ebms.app.testing.Pings;
import nl.opendk.ebms.app.testing.RunningAdapter;
import nl.opendk.ebms.app.testing.SecureAdapter;
import nl.opendk.ebms.component.observe.BuildInfo;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.testkit.message.FixtureCpas;
import nl.opendk.ebms.testkit.pki.TestParty;
import nl.opendk.ebms.testkit.pki.TestPki;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What an operator's monitoring reads from a running adapter: every metric the Grafana dashboard and the Prometheus
 * alert rules in deploy/ name is one the adapter exports, the operator gauges carry the right values, and
 * {@code /observe/info} says which build runs. The dashboard's queries are also written out for
 * {@code promtool check rules} (CI), which checks their syntax.
 */
class OperatorMetricsIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Path DEPLOY = Path.of("../../deploy");
    private static final Path DASHBOARD = DEPLOY.resolve("grafana/ebms-adapter-dashboard.json");
    private static final Path ALERTS = DEPLOY.resolve("prometheus/ebms-adapter-alerts.yml");

    /** Series Prometheus makes itself, not the adapter. */
    private static final Set<String> FROM_PROMETHEUS = Set.of("up");

    /**
     * Counters and histograms with labels exist only after their first event, which this test does not cause: a
     * message that failed for good, a WUS call, an overload refusal. Each is in the README's metrics table.
     */
    private static final Set<String> AFTER_THEIR_FIRST_EVENT =
            Set.of("ebms_messages_failed_total", "ebms_wus_call_duration_seconds", "ebms_http_overload_refused_total");

    private static final Pattern METRIC = Pattern.compile("\\b((?:ebms|hikaricp|jvm|process)_[a-z_]+|up)\\b");
    private static final Pattern FAMILY = Pattern.compile("^# TYPE (\\S+) ", Pattern.MULTILINE);
    private static final Pattern EXPR_LINE = Pattern.compile("^\\s*expr: (.+)$", Pattern.MULTILINE);

    private static final TestPki PKI = TestPki.create();
    private static final TestParty US = PKI.party(TestPki.PARTY_2);
    private static final TestParty PARTNER = PKI.party(TestPki.PARTY_1);
    private static final Instant CPA_END = Instant.parse("2031-06-30T00:00:00Z");

    private static PartnerStub partner;
    private static RunningAdapter adapter;

    @BeforeAll
    static void start() throws Exception {
        partner = PartnerStub.start();
        // plain HTTP, with a key of our own: its certificate's expiry is a gauge
        adapter = RunningAdapter.start(DB.settings(), "operator-metrics", SecureAdapter.keyOf(US));
        partner.answerPingsTo(adapter.uri("/ebms"));
        byte[] cpa = FixtureCpas.builder(FixtureCpas.CPA_ID, partner.endpoint(), adapter.uri("/ebms"))
                .certificates(PARTNER.certificate(), US.certificate())
                .end(CPA_END)
                .buildBytes();
        assertThat(adapter.post("/api/cpas", "application/xml", cpa).statusCode())
                .isIn(200, 201);
    }

    @AfterAll
    static void stop() {
        if (adapter != null) {
            adapter.close();
        }
        if (partner != null) {
            partner.close();
        }
    }

    @Test
    void everyMetricTheDashboardAndTheAlertsNameIsExported() throws IOException {
        causeTheEvents();
        List<String> queries = new ArrayList<>(dashboardQueries());
        queries.addAll(alertQueries());
        Set<String> named = new TreeSet<>();
        for (String query : queries) {
            Matcher metric = METRIC.matcher(query);
            while (metric.find()) {
                named.add(metric.group(1));
            }
        }
        assertThat(named)
                .contains("ebms_outbox_depth", "ebms_cpa_end_timestamp_seconds", "hikaricp_connections_pending");

        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
            Set<String> families = families(adapter.metrics());
            List<String> missing = named.stream()
                    .map(OperatorMetricsIT::family)
                    .filter(name -> !FROM_PROMETHEUS.contains(name) && !AFTER_THEIR_FIRST_EVENT.contains(name))
                    .filter(name -> !families.contains(name))
                    .toList();
            assertThat(missing).as("named in deploy/ but not exported").isEmpty();
        });
        String readme = Files.readString(Path.of("../../README.md"));
        for (String name : AFTER_THEIR_FIRST_EVENT) {
            assertThat(readme).as("documented in the README's metrics table").contains("| `" + name);
        }
        writeForPromtool(queries);
    }

    @Test
    void theOperatorGaugesCarryTheBuildTheCpaAndTheCertificates() {
        BuildInfo build = BuildInfo.current();
        String cpa = "{cpa=\"" + FixtureCpas.CPA_ID + "\"}";
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
            String metrics = adapter.metrics();
            assertThat(value(
                            metrics,
                            "ebms_build_info{commit=\"" + build.commit() + "\",version=\"" + build.version() + "\"}"))
                    .isEqualTo(1.0);
            assertThat(value(metrics, "ebms_ready")).isEqualTo(1.0);
            assertThat(value(metrics, "ebms_cpa_end_timestamp_seconds" + cpa)).isEqualTo(seconds(CPA_END));
            assertThat(value(metrics, "ebms_cpa_certificate_not_after_timestamp_seconds" + cpa))
                    .isEqualTo(seconds(firstExpiry(PARTNER, US)));
            assertThat(value(metrics, "ebms_certificate_not_after_timestamp_seconds"))
                    .isEqualTo(seconds(US.certificate().getNotAfter().toInstant()));
            assertThat(value(metrics, "ebms_backend_backlog_depth")).isGreaterThanOrEqualTo(0.0);
            assertThat(value(metrics, "hikaricp_connections_max{pool=\"ebms-db\"}"))
                    .isEqualTo(8.0);
        });
    }

    @Test
    void observeInfoSaysWhichBuildRunsAsWhichNode() throws IOException {
        HttpResponse<byte[]> answer = RunningAdapter.send(HttpRequest.newBuilder(adapter.managementUri("/observe/info"))
                .GET()
                .build());

        assertThat(answer.statusCode()).isEqualTo(200);
        JsonNode info = new ObjectMapper().readTree(answer.body());
        assertThat(info.get("version").asText())
                .isEqualTo(BuildInfo.current().version())
                .isNotEqualTo("unknown");
        assertThat(info.get("commit").asText()).isEqualTo(BuildInfo.current().commit());
        assertThat(info.get("node").asText()).isEqualTo("operator-metrics");
        assertThat(info.get("camel").asText()).startsWith("4.18");
        assertThat(Instant.parse(info.get("started").asText())).isBefore(Instant.now());
    }

    /** A Ping received and Ponged, a console Ping sent and its Pong received, a request refused, an invalid Ping. */
    private static void causeTheEvents() {
        adapter.post(Pings.withMessageId("operator-metrics@fixtures.test"));
        adapter.post(
                "/api/cpas/" + FixtureCpas.CPA_ID + "/ping",
                "application/json",
                ("{\"partner\":\"" + FixtureCpas.PARTNER_OIN + "\"}").getBytes(StandardCharsets.UTF_8));
        RunningAdapter.send(HttpRequest.newBuilder(adapter.uri("/ebms"))
                .header("Content-Type", "text/xml")
                .POST(HttpRequest.BodyPublishers.ofString("not soap"))
                .build());
        adapter.post(Pings.underUnknownCpa("operator-metrics-invalid@fixtures.test"));
    }

    private static List<String> dashboardQueries() throws IOException {
        JsonNode dashboard = new ObjectMapper().readTree(DASHBOARD.toFile());
        List<String> queries = new ArrayList<>();
        for (JsonNode panel : dashboard.get("panels")) {
            for (JsonNode target : panel.path("targets")) {
                queries.add(target.get("expr").asText());
            }
        }
        assertThat(queries).hasSizeGreaterThan(10);
        return queries;
    }

    private static List<String> alertQueries() throws IOException {
        List<String> queries = new ArrayList<>();
        Matcher expr = EXPR_LINE.matcher(Files.readString(ALERTS));
        while (expr.find()) {
            queries.add(expr.group(1));
        }
        assertThat(queries).hasSizeGreaterThan(5);
        return queries;
    }

    private static Set<String> families(String prometheusText) {
        Set<String> families = new TreeSet<>();
        Matcher family = FAMILY.matcher(prometheusText);
        while (family.find()) {
            families.add(family.group(1));
        }
        return families;
    }

    /** A histogram's family is named without the _bucket, _count and _sum of its series. */
    private static String family(String series) {
        return series.replaceFirst("_(bucket|count|sum)$", "");
    }

    /** The dashboard's queries as recording rules, with Grafana's variables filled in, for promtool's syntax check. */
    private static void writeForPromtool(List<String> queries) throws IOException {
        StringBuilder rules = new StringBuilder("groups:\n  - name: dashboard-queries\n    rules:\n");
        int i = 0;
        for (String query : queries) {
            String filled = query.replace("$__rate_interval", "5m").replace("$instance", ".*");
            rules.append("      - record: dashboard:query").append(i++).append('\n');
            rules.append("        expr: '").append(filled.replace("'", "''")).append("'\n");
        }
        Path out = Path.of("target/observability/queries.rules.yml");
        Files.createDirectories(out.getParent());
        Files.writeString(out, rules.toString());
    }

    private static Instant firstExpiry(TestParty a, TestParty b) {
        Instant first = a.certificate().getNotAfter().toInstant();
        Instant second = b.certificate().getNotAfter().toInstant();
        return first.isBefore(second) ? first : second;
    }

    private static double seconds(Instant instant) {
        return instant.toEpochMilli() / 1000.0;
    }

    /** The value of one series, named as the text format writes it (labels in their order); NaN when absent. */
    private static double value(String prometheusText, String series) {
        return prometheusText
                .lines()
                .filter(line -> line.startsWith(series + " "))
                .map(line ->
                        Double.parseDouble(line.substring(series.length() + 1).trim()))
                .findFirst()
                .orElse(Double.NaN);
    }
}
