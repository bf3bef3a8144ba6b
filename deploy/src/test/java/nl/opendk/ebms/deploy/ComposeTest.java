package nl.opendk.ebms.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.AbstractConstruct;
import org.yaml.snakeyaml.constructor.Constructor;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * The docker compose setup keeps the rules of deploy/README.md: two nodes that restart, finish their work before they
 * are killed and keep their management port on the compose network, behind a load balancer that checks their
 * readiness; MySQL 8.4; plain HTTP only in the file that says so; every variable one the adapter reads.
 */
class ComposeTest {

    private static final Path FOLDER = Path.of("compose");
    private static final List<String> NODES = List.of("adapter-1", "adapter-2");

    @Test
    void twoNodesRestartFinishTheirWorkAndKeepTheManagementPortInside() throws IOException {
        Map<String, Map<String, Object>> services = services("docker-compose.yml");

        for (String node : NODES) {
            Map<String, Object> service = services.get(node);
            Map<String, Object> environment = environment(service);
            assertThat(service.get("restart")).as(node).isEqualTo("unless-stopped");
            // the adapter's own image (adapter/app, -Pimage), which brings its user, runtime and entrypoint
            assertThat((String) service.get("image")).as(node).contains("ebms-adapter:");
            assertThat(service).as(node).doesNotContainKeys("command", "user");
            assertThat(seconds(service.get("stop_grace_period")))
                    .as(node + ": grace period longer than the shutdown timeout")
                    .isGreaterThan(Integer.parseInt((String) environment.get("EBMS_SHUTDOWN_TIMEOUT")));
            assertThat(service).as(node + " publishes no port").doesNotContainKey("ports");
            assertThat(environment.get("EBMS_NODE_ID")).isEqualTo(node);
            assertThat(environment).doesNotContainKey("EBMS_HTTP_PLAIN_ALLOWED");
            assertThat(AdapterVariables.all()).containsAll(environment.keySet());
            assertThat(String.join(" ", healthcheck(service))).contains("9876", "/observe/health/ready");
        }
        assertThat(services.get("mysql").get("image")).isEqualTo("mysql:8.4");
        assertThat(services.get("mysql").get("restart")).isEqualTo("unless-stopped");
        assertThat(services.get("balancer").get("ports")).isEqualTo(List.of("8443:8443"));
    }

    @Test
    void theBalancerPassesTcpThroughToReadyNodesOnly() throws IOException {
        String haproxy = Files.readString(FOLDER.resolve("haproxy.cfg"));

        assertThat(haproxy).contains("mode tcp", "option httpchk GET /observe/health/ready");
        for (String node : NODES) {
            assertThat(haproxy).containsPattern("server " + node + " " + node + ":8443 check port 9876");
        }
    }

    @Test
    void plainHttpOnlyWhereItSaysSoAndOnlyOnThisMachine() throws IOException {
        Map<String, Map<String, Object>> services = services("plain-http.yml");

        for (String node : NODES) {
            assertThat(environment(services.get(node))).containsEntry("EBMS_HTTP_PLAIN_ALLOWED", "true");
        }
        assertThat(services.get("balancer").get("ports")).isEqualTo(List.of("127.0.0.1:8443:8443"));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Map<String, Object>> services(String file) throws IOException {
        Map<String, Object> compose = yaml().load(Files.readString(FOLDER.resolve(file)));
        return (Map<String, Map<String, Object>>) compose.get("services");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> environment(Map<String, Object> service) {
        return (Map<String, Object>) service.get("environment");
    }

    @SuppressWarnings("unchecked")
    private static List<String> healthcheck(Map<String, Object> service) {
        return (List<String>) ((Map<String, Object>) service.get("healthcheck")).get("test");
    }

    private static int seconds(Object duration) {
        String text = String.valueOf(duration);
        assertThat(text).matches("\\d+s");
        return Integer.parseInt(text.substring(0, text.length() - 1));
    }

    /** Compose's YAML: anchors and merge keys, and its !override tag, read as the list it tags. */
    private static Yaml yaml() {
        Constructor constructor = new Constructor(new LoaderOptions()) {
            {
                yamlConstructors.put(new Tag("!override"), new AbstractConstruct() {
                    @Override
                    public Object construct(Node node) {
                        return constructSequence((SequenceNode) node);
                    }
                });
            }
        };
        return new Yaml(constructor);
    }
}
