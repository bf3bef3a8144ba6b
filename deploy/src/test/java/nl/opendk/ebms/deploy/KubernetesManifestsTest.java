package nl.opendk.ebms.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.IntOrString;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.networking.v1.NetworkPolicy;
import io.fabric8.kubernetes.api.model.policy.v1.PodDisruptionBudget;
import io.fabric8.kubernetes.client.utils.KubernetesSerialization;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * The manifests in kubernetes/ are what Kubernetes would take and do what deploy/README.md says: each parses into the
 * Kubernetes API's own types without a field those types do not know (a typo, or a field at the wrong level), the
 * kustomization names every one, and the rules of a production setup hold.
 */
class KubernetesManifestsTest {

    private static final Path FOLDER = Path.of("kubernetes");
    private static final KubernetesSerialization SERIALIZATION = new KubernetesSerialization();
    private static final List<HasMetadata> OBJECTS = new ArrayList<>();

    @BeforeAll
    static void load() throws IOException {
        for (String file : kustomizationResources()) {
            for (String document : Files.readString(FOLDER.resolve(file)).split("(?m)^---$")) {
                if (!document.replaceAll("(?m)^#.*$", "").isBlank()) {
                    OBJECTS.add(SERIALIZATION.unmarshal(document, HasMetadata.class));
                }
            }
        }
    }

    @Test
    void theKustomizationNamesEveryManifest() throws IOException {
        try (Stream<Path> files = Files.list(FOLDER)) {
            assertThat(files.map(file -> file.getFileName().toString())
                            .filter(name -> name.endsWith(".yaml") && !name.equals("kustomization.yaml")))
                    .containsExactlyInAnyOrderElementsOf(kustomizationResources());
        }
    }

    @Test
    void everyFieldIsOneTheKubernetesApiKnows() {
        List<String> unknown = new ArrayList<>();
        for (HasMetadata object : OBJECTS) {
            unknownFields(object, object.getKind() + "/" + object.getMetadata().getName(), unknown);
        }
        assertThat(OBJECTS).hasSizeGreaterThanOrEqualTo(7);
        assertThat(unknown).isEmpty();
    }

    @Test
    void theDeploymentDrainsProbesTheManagementPortAndRunsAsNobody() {
        Deployment deployment = one(Deployment.class);
        Container adapter =
                deployment.getSpec().getTemplate().getSpec().getContainers().get(0);
        int shutdownTimeout = Integer.parseInt(one(ConfigMap.class).getData().get("EBMS_SHUTDOWN_TIMEOUT"));
        long preStop = adapter.getLifecycle().getPreStop().getSleep().getSeconds();

        assertThat(deployment.getSpec().getReplicas()).isGreaterThanOrEqualTo(2);
        assertThat(deployment.getSpec().getStrategy().getRollingUpdate().getMaxUnavailable())
                .isEqualTo(new IntOrString(0));
        assertThat(deployment.getSpec().getTemplate().getSpec().getTerminationGracePeriodSeconds())
                .isGreaterThan(shutdownTimeout + preStop);
        assertThat(adapter.getReadinessProbe().getHttpGet().getPath()).isEqualTo("/observe/health/ready");
        assertThat(adapter.getLivenessProbe().getHttpGet().getPath()).isEqualTo("/observe/health/live");
        assertThat(List.of(adapter.getReadinessProbe(), adapter.getLivenessProbe(), adapter.getStartupProbe()))
                .allSatisfy(probe -> assertThat(probe.getHttpGet().getPort()).isEqualTo(new IntOrString("management")));
        assertThat(adapter.getResources().getRequests()).containsKeys("cpu", "memory");
        assertThat(adapter.getResources().getLimits()).containsKey("memory");
        assertThat(deployment
                        .getSpec()
                        .getTemplate()
                        .getSpec()
                        .getSecurityContext()
                        .getRunAsNonRoot())
                .isTrue();
        assertThat(adapter.getSecurityContext().getReadOnlyRootFilesystem()).isTrue();
    }

    @Test
    void theManagementPortIsKeptInside() {
        Service partners = named(Service.class, "ebms-adapter");
        assertThat(partners.getSpec().getPorts())
                .extracting(port -> port.getTargetPort().getStrVal())
                .containsExactly("ebms");
        assertThat(named(Service.class, "ebms-adapter-management").getSpec().getType())
                .isEqualTo("ClusterIP");
        NetworkPolicy policy = one(NetworkPolicy.class);
        // a rule open to everyone (no from) opens only the ebMS port; a rule without ports would open them all
        assertThat(policy.getSpec().getIngress())
                .filteredOn(rule -> rule.getFrom().isEmpty())
                .isNotEmpty()
                .allSatisfy(rule -> assertThat(rule.getPorts())
                        .extracting(port -> port.getPort())
                        .containsExactly(new IntOrString("ebms")));
        assertThat(policy.getSpec().getIngress())
                .filteredOn(rule ->
                        rule.getPorts().stream().anyMatch(port -> new IntOrString("management").equals(port.getPort())))
                .singleElement()
                .satisfies(rule -> assertThat(rule.getFrom()).isNotEmpty());
        assertThat(one(PodDisruptionBudget.class).getSpec().getMinAvailable()).isEqualTo(new IntOrString(1));
    }

    @Test
    void everyVariableIsOneTheAdapterReadsAndSecretsStayInSecrets() {
        Set<String> set = new TreeSet<>(one(ConfigMap.class).getData().keySet());
        Secret secret = named(Secret.class, "ebms-adapter");
        set.addAll(secret.getStringData().keySet());
        one(Deployment.class)
                .getSpec()
                .getTemplate()
                .getSpec()
                .getContainers()
                .get(0)
                .getEnv()
                .forEach(variable -> set.add(variable.getName()));

        assertThat(AdapterVariables.all()).containsAll(set);
        assertThat(one(ConfigMap.class).getData().keySet())
                .noneMatch(name -> name.contains("PASSWORD") || name.equals("EBMS_ADMIN_USERS"));
    }

    private static List<String> kustomizationResources() throws IOException {
        JsonNode kustomization = new YAMLMapper().readTree(Files.readString(FOLDER.resolve("kustomization.yaml")));
        List<String> files = new ArrayList<>();
        kustomization.get("resources").forEach(file -> files.add(file.asString()));
        return files;
    }

    private static <T extends HasMetadata> T one(Class<T> type) {
        List<T> found =
                OBJECTS.stream().filter(type::isInstance).map(type::cast).toList();
        assertThat(found).hasSize(1);
        return found.get(0);
    }

    private static <T extends HasMetadata> T named(Class<T> type, String name) {
        return OBJECTS.stream()
                .filter(type::isInstance)
                .map(type::cast)
                .filter(object -> object.getMetadata().getName().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + type.getSimpleName() + " " + name));
    }

    /** Fields a fabric8 type did not know end up in its additionalProperties. */
    private static void unknownFields(Object node, String path, List<String> unknown) {
        if (node instanceof Collection<?> items) {
            int i = 0;
            for (Object item : items) {
                unknownFields(item, path + "[" + i++ + "]", unknown);
            }
            return;
        }
        if (node instanceof Map<?, ?> entries) {
            entries.forEach((key, value) -> unknownFields(value, path + "." + key, unknown));
            return;
        }
        if (node == null || !node.getClass().getName().startsWith("io.fabric8.kubernetes.api.model")) {
            return;
        }
        for (Method getter : node.getClass().getMethods()) {
            if (getter.getParameterCount() != 0
                    || !getter.getName().startsWith("get")
                    || getter.getDeclaringClass() == Object.class) {
                continue;
            }
            Object value;
            try {
                value = getter.invoke(node);
            } catch (IllegalAccessException | InvocationTargetException e) {
                continue;
            }
            if (getter.getName().equals("getAdditionalProperties")) {
                if (value instanceof Map<?, ?> extra && !extra.isEmpty()) {
                    unknown.add(path + ": " + extra.keySet());
                }
            } else {
                unknownFields(value, path + "." + getter.getName().substring(3), unknown);
            }
        }
    }
}
