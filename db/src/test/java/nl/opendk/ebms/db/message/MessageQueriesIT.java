package nl.opendk.ebms.db.message;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import nl.opendk.ebms.db.testing.TestDatabase;
import nl.opendk.ebms.db.testing.TestMessages;
import nl.opendk.ebms.protocol.agreement.RetrySchedule;
import nl.opendk.ebms.protocol.message.Direction;
import nl.opendk.ebms.protocol.message.MessageHeader;
import nl.opendk.ebms.protocol.message.MessageStatus;
import nl.opendk.ebms.protocol.message.Party;
import nl.opendk.ebms.protocol.message.PartyId;
import nl.opendk.ebms.protocol.message.Service;
import nl.opendk.ebms.testkit.time.MutableClock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class MessageQueriesIT {

    @RegisterExtension
    static final TestDatabase DB = new TestDatabase();

    private static final Instant T0 = Instant.parse("2026-04-01T06:00:00Z");
    private static final String OTHER_OIN = "00000099000000000003";
    private static final Service ORDERS = new Service("urn:osb:services", "OSB:Orders:1:0");

    private final MutableClock clock = new MutableClock(T0);
    private MessageStore store;
    private MessageQueries queries;
    private long ping;
    private long pong;
    private long order;
    private long queued;

    /**
     * T0: a Ping from the peer (PROCESSED) and our Pong (SENDING). T0+1h: an order from another party under
     * another CPA (RECEIVED). T0+2h: a message we queued ourselves (QUEUED).
     */
    @BeforeEach
    void storeMessages() {
        DB.deleteAllRows();
        store = new MessageStore(
                DB.dataSource(),
                clock,
                "node-1",
                new RetrySchedule(3, Duration.ofMinutes(1), Duration.ofMinutes(5)),
                Duration.ofMinutes(5));
        queries = new MessageQueries(DB.dataSource());
        StoreOutcome pinged = store.store(TestMessages.ping("ping@peer", "pong@us"));
        ping = pinged.inboundId();
        pong = pinged.leased().get(0).id();
        clock.advance(Duration.ofHours(1));
        order = store.store(
                        TestMessages.accepted(TestMessages.received(orderHeader(), "text/xml", List.of()), List.of()))
                .inboundId();
        clock.advance(Duration.ofHours(1));
        queued = store.enqueue(TestMessages.business("queued@us", null));
    }

    @Test
    void listsEverythingNewestFirst() {
        assertThat(ids(MessageFilter.ANY)).containsExactly(queued, order, pong, ping);
    }

    @Test
    void filtersOnStatusAndDirection() {
        assertThat(ids(MessageFilter.ANY.withStatus(MessageStatus.SENDING))).containsExactly(pong);
        assertThat(ids(MessageFilter.ANY.withDirection(Direction.IN))).containsExactly(order, ping);
        assertThat(ids(MessageFilter.ANY.withDirection(Direction.OUT).withStatus(MessageStatus.QUEUED)))
                .containsExactly(queued);
    }

    @Test
    void filtersOnCpaServiceAndAction() {
        assertThat(ids(MessageFilter.ANY.withCpaId("cpa-orders"))).containsExactly(order);
        assertThat(ids(MessageFilter.ANY.withService(Service.MSH_SERVICE))).containsExactly(pong, ping);
        assertThat(ids(MessageFilter.ANY.withService(ORDERS.value()).withAction("Order")))
                .containsExactly(order);
        assertThat(ids(MessageFilter.ANY.withAction("Pong"))).containsExactly(pong);
    }

    @Test
    void filtersOnAPartyAsSenderOrReceiver() {
        assertThat(ids(MessageFilter.ANY.withParty(OTHER_OIN))).containsExactly(order);
        assertThat(ids(MessageFilter.ANY.withParty(TestMessages.PEER_OIN))).containsExactly(queued, pong, ping);
    }

    @Test
    void filtersOnMessageConversationAndReference() {
        assertThat(ids(MessageFilter.ANY.withMessageId("ping@peer"))).containsExactly(ping);
        assertThat(ids(MessageFilter.ANY.withConversationId("conversation-ping@peer")))
                .containsExactly(pong, ping);
        assertThat(ids(MessageFilter.ANY.withRefToMessageId("ping@peer"))).containsExactly(pong);
    }

    @Test
    void aTrailingStarMatchesEveryValueThatStartsWithTheRest() {
        assertThat(ids(MessageFilter.ANY.withMessageId("p*"))).containsExactly(pong, ping);
        assertThat(ids(MessageFilter.ANY.withMessageId("ping@*"))).containsExactly(ping);
        assertThat(ids(MessageFilter.ANY.withCpaId("cpa-ord*"))).containsExactly(order);
        assertThat(ids(MessageFilter.ANY.withParty("0000009900000000000*"))).containsExactly(queued, order, pong, ping);
        // LIKE's own characters are only themselves
        assertThat(ids(MessageFilter.ANY.withMessageId("p_ng*"))).isEmpty();
        assertThat(ids(MessageFilter.ANY.withMessageId("%*"))).isEmpty();
        assertThat(ids(MessageFilter.ANY.withCpaId("cpa_ord*"))).isEmpty();
        // a lone * is a value, not everything
        assertThat(ids(MessageFilter.ANY.withMessageId("*"))).isEmpty();
    }

    @Test
    void textFiltersMatchWhateverTheCaseTheyAreTypedIn() {
        assertThat(ids(MessageFilter.ANY.withCpaId("CPA-Orders"))).containsExactly(order);
        assertThat(ids(MessageFilter.ANY.withCpaId("CPA-ORD*"))).containsExactly(order);
        assertThat(ids(MessageFilter.ANY.withAction("pong"))).containsExactly(pong);
        assertThat(ids(MessageFilter.ANY.withAction("ORD*"))).containsExactly(order);
        assertThat(ids(MessageFilter.ANY.withService(ORDERS.value().toLowerCase(java.util.Locale.ROOT))))
                .containsExactly(order);
        assertThat(ids(MessageFilter.ANY.withService("URN:OASIS:*"))).containsExactly(pong, ping);
        // identifiers: as typed, all lower or all upper case
        assertThat(ids(MessageFilter.ANY.withMessageId("PING@PEER"))).containsExactly(ping);
        assertThat(ids(MessageFilter.ANY.withMessageId("P*"))).containsExactly(pong, ping);
        assertThat(ids(MessageFilter.ANY.withConversationId("CONVERSATION-PING@*")))
                .containsExactly(pong, ping);
        assertThat(ids(MessageFilter.ANY.withRefToMessageId("Ping@Peer"))).containsExactly(pong);
        // nothing stored matches: no row, whatever the case
        assertThat(ids(MessageFilter.ANY.withAction("PONGS"))).isEmpty();
        assertThat(ids(MessageFilter.ANY.withCpaId("nothing*"))).isEmpty();
    }

    @Test
    void filtersOnTheTimeStoredFromInclusiveToExclusive() {
        Instant oneHourLater = T0.plus(Duration.ofHours(1));

        assertThat(ids(MessageFilter.ANY.withCreated(oneHourLater, null))).containsExactly(queued, order);
        assertThat(ids(MessageFilter.ANY.withCreated(null, oneHourLater))).containsExactly(pong, ping);
        assertThat(ids(MessageFilter.ANY.withCreated(oneHourLater, oneHourLater.plusMillis(1))))
                .containsExactly(order);
    }

    @Test
    void pagesWithTheLastIdOfThePreviousPage() {
        for (int i = 0; i < 21; i++) {
            store.enqueue(TestMessages.business("page-" + i + "@us", null));
        }
        List<Long> seen = new ArrayList<>();
        List<Integer> pageSizes = new ArrayList<>();
        MessageFilter filter = MessageFilter.ANY;
        List<MessageSummary> page;
        do {
            page = queries.list(filter, 10);
            pageSizes.add(page.size());
            page.forEach(row -> seen.add(row.id()));
            filter = page.isEmpty()
                    ? filter
                    : filter.withBeforeId(page.get(page.size() - 1).id());
        } while (page.size() == 10);

        assertThat(pageSizes).containsExactly(10, 10, 5);
        assertThat(seen).hasSize(25).doesNotHaveDuplicates().isSortedAccordingTo((a, b) -> Long.compare(b, a));
    }

    @Test
    void refusesALimitOutsideTheBounds() {
        assertThatThrownBy(() -> queries.list(MessageFilter.ANY, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> queries.list(MessageFilter.ANY, MessageQueries.MAX_LIMIT + 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void findsNothingForAnUnknownMessage() {
        assertThat(queries.find(-5)).isEmpty();
        assertThat(queries.findByMessageId("ping@peer", Direction.OUT)).isEmpty();
        assertThat(queries.payloads(ping)).isEmpty();
        assertThat(queries.errors(ping)).isEmpty();
        assertThat(queries.attempts(ping)).isEmpty();
    }

    @Test
    void keepsAMissingPartyServiceAndRoleAbsent() {
        MessageHeader bare = new MessageHeader(
                "2.0",
                "1",
                new Party(List.of(), "Buyer"),
                null,
                null,
                null,
                null,
                null,
                "bare@peer",
                null,
                null,
                null,
                null,
                null,
                false);
        long id = store.store(TestMessages.accepted(TestMessages.received(bare, "text/xml", List.of()), List.of()))
                .inboundId();

        MessageSummary row = queries.find(id).orElseThrow().summary();

        assertThat(row.from().partyIds()).isEmpty();
        assertThat(row.from().role()).isEqualTo("Buyer");
        assertThat(row.to()).isNull();
        assertThat(row.service()).isNull();
        assertThat(row.messageTimestamp()).isNull();
    }

    private List<Long> ids(MessageFilter filter) {
        return queries.list(filter, 100).stream().map(MessageSummary::id).toList();
    }

    private static MessageHeader orderHeader() {
        return new MessageHeader(
                "2.0",
                "1",
                Party.of(PartyId.oin(OTHER_OIN), "Buyer"),
                Party.of(PartyId.oin(TestMessages.OUR_OIN), "Seller"),
                "cpa-orders",
                "conversation-order",
                ORDERS,
                "Order",
                "order@other",
                null,
                null,
                null,
                null,
                null,
                false);
    }
}
