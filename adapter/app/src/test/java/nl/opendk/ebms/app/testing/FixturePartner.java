package nl.opendk.ebms.app.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Map;
import nl.opendk.ebms.db.source.DatabaseSettings;
import nl.opendk.ebms.testkit.message.FixtureCpas;

/**
 * An adapter under test with the fixture CPA loaded (see {@link FixtureCpas}), and the partner stub that CPA names
 * as the other party: what most end-to-end tests start with.
 */
public final class FixturePartner implements AutoCloseable {

    private final PartnerStub partner;
    private final RunningAdapter adapter;

    private FixturePartner(PartnerStub partner, RunningAdapter adapter) {
        this.partner = partner;
        this.adapter = adapter;
    }

    /** @param extra adapter properties, as for {@link RunningAdapter#start} */
    public static FixturePartner start(DatabaseSettings database, String nodeId, Map<String, String> extra)
            throws IOException {
        PartnerStub partner = PartnerStub.start();
        RunningAdapter adapter;
        try {
            adapter = RunningAdapter.start(database, nodeId, extra);
        } catch (RuntimeException e) {
            partner.close();
            throw e;
        }
        FixturePartner both = new FixturePartner(partner, adapter);
        assertThat(adapter.post(
                                "/api/cpas",
                                "application/xml",
                                FixtureCpas.valid(partner.endpoint(), adapter.uri("/ebms")))
                        .statusCode())
                .isEqualTo(201);
        return both;
    }

    public PartnerStub partner() {
        return partner;
    }

    public RunningAdapter adapter() {
        return adapter;
    }

    @Override
    public void close() {
        adapter.close();
        partner.close();
    }
}
