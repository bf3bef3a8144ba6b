package nl.opendk.ebms.cpa.lookup;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import nl.opendk.ebms.cpa.model.Cpa;
import nl.opendk.ebms.cpa.testing.TestCpaModel;
import nl.opendk.ebms.protocol.agreement.ChannelTerms;
import nl.opendk.ebms.testkit.cpa.TestCpas;
import org.junit.jupiter.api.Test;

class CpaRegistryTest {

    private static final URI OLD_ENDPOINT = URI.create("https://oud.proefregister.example.nl/ebms");
    private static final URI NEW_ENDPOINT = URI.create("https://nieuw.proefregister.example.nl/ebms");

    private final CpaRegistry registry = new CpaRegistry();

    @Test
    void findsWhatWasPut() {
        CompiledCpa compiled = registry.put(TestCpaModel.accepted(TestCpas.builder()));

        assertThat(registry.find(TestCpas.CPA_ID)).containsSame(compiled);
        assertThat(registry.find("other")).isEmpty();
        assertThat(registry.find(null)).isEmpty();
    }

    @Test
    void aReplacementIsSeenByTheNextLookup() {
        registry.put(withEndpointB(OLD_ENDPOINT));
        registry.put(withEndpointB(NEW_ENDPOINT));

        assertThat(endpointB()).isEqualTo(NEW_ENDPOINT);
        assertThat(registry.all()).hasSize(1);
    }

    @Test
    void aRemovalIsSeenByTheNextLookup() {
        registry.put(TestCpaModel.accepted(TestCpas.builder()));

        assertThat(registry.remove(TestCpas.CPA_ID)).isTrue();
        assertThat(registry.find(TestCpas.CPA_ID)).isEmpty();
        assertThat(registry.remove(TestCpas.CPA_ID)).isFalse();
        assertThat(registry.remove(null)).isFalse();
    }

    @Test
    void listsEveryCpaByItsId() {
        registry.put(TestCpaModel.accepted(TestCpas.builder().cpaId("b_cpa")));
        registry.put(TestCpaModel.accepted(TestCpas.builder().cpaId("a_cpa")));

        assertThat(registry.all()).extracting(CompiledCpa::cpaId).containsExactly("a_cpa", "b_cpa");
    }

    /**
     * Readers never lock and never see a half-built CPA: while one thread keeps replacing the CPA, every lookup
     * finds it and gets the endpoint of either the old or the new version.
     */
    @Test
    void readersSeeACompleteCpaWhileItIsReplaced() throws Exception {
        Cpa oldVersion = withEndpointB(OLD_ENDPOINT);
        Cpa newVersion = withEndpointB(NEW_ENDPOINT);
        registry.put(oldVersion);
        int readers = 4;
        ExecutorService pool = Executors.newFixedThreadPool(readers + 1);
        CountDownLatch started = new CountDownLatch(readers);
        AtomicBoolean writing = new AtomicBoolean(true);
        try {
            List<Future<Integer>> reads = new ArrayList<>();
            for (int i = 0; i < readers; i++) {
                reads.add(pool.submit(() -> readWhile(writing, started)));
            }
            Future<?> writes = pool.submit(() -> {
                awaitQuietly(started);
                for (int i = 0; i < 10_000; i++) {
                    registry.put(i % 2 == 0 ? newVersion : oldVersion);
                }
                writing.set(false);
            });
            writes.get(30, TimeUnit.SECONDS);
            for (Future<Integer> read : reads) {
                assertThat(read.get(30, TimeUnit.SECONDS)).isPositive();
            }
        } finally {
            writing.set(false);
            pool.shutdownNow();
        }
        assertThat(endpointB()).isEqualTo(OLD_ENDPOINT);
    }

    private int readWhile(AtomicBoolean writing, CountDownLatch started) {
        started.countDown();
        int lookups = 0;
        while (writing.get() || lookups == 0) {
            URI endpoint = endpointB();
            if (!OLD_ENDPOINT.equals(endpoint) && !NEW_ENDPOINT.equals(endpoint)) {
                throw new AssertionError("saw endpoint " + endpoint);
            }
            lookups++;
        }
        return lookups;
    }

    private URI endpointB() {
        ChannelTerms terms = registry.find(TestCpas.CPA_ID)
                .orElseThrow()
                .party(TestCpaModel.PARTY_B)
                .orElseThrow()
                .defaultMshChannel();
        return terms.endpoint();
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Cpa withEndpointB(URI endpoint) {
        TestCpas.PartySpec b = TestCpas.PARTY_B;
        return TestCpaModel.accepted(TestCpas.builder().partyB(b.oin(), b.name(), b.role(), endpoint));
    }
}
