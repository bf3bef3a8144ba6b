package nl.opendk.ebms.component.gateway;

import static nl.opendk.ebms.component.observe.AdapterLogEvent.GB_DIRECTORY_NOT_WRITABLE;

import java.time.Clock;
import java.time.Duration;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.net.ssl.SSLContext;
import javax.sql.DataSource;
import nl.opendk.ebms.component.config.GbSettings;
import nl.opendk.ebms.cpa.lookup.CompiledCpa;
import nl.opendk.ebms.cpa.lookup.CompiledParty;
import nl.opendk.ebms.cpa.lookup.CpaRegistry;
import nl.opendk.ebms.db.Transaction;
import nl.opendk.ebms.db.events.BackendOptions;
import nl.opendk.ebms.db.events.EventLog;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.db.gb.PublishedFiles;
import nl.opendk.ebms.db.gb.Uploads;
import nl.opendk.ebms.db.message.MessageDetail;
import nl.opendk.ebms.db.message.MessageQueries;
import nl.opendk.ebms.protocol.signal.OutgoingMessage;
import nl.opendk.ebms.routes.gb.DownloadSteps;
import nl.opendk.ebms.routes.gb.GroteBerichtenRoute;
import nl.opendk.ebms.routes.gb.UploadSteps;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.ebms.service.gb.RetryPolicy;
import nl.opendk.ebms.service.gb.TransferObserver;
import nl.opendk.ebms.service.gb.purge.DownloadedFilePurge;
import nl.opendk.ebms.service.gb.purge.PublishedFilePurge;
import nl.opendk.ebms.service.gb.purge.PushPurge;
import nl.opendk.ebms.service.gb.receive.DownloadRuns;
import nl.opendk.ebms.service.gb.receive.FileFetcher;
import nl.opendk.ebms.service.gb.receive.MetadataIntake;
import nl.opendk.ebms.service.gb.receive.PushIntake;
import nl.opendk.ebms.service.gb.receive.PushResponder;
import nl.opendk.ebms.service.gb.receive.PushedFiles;
import nl.opendk.ebms.service.gb.receive.ReceivedFiles;
import nl.opendk.ebms.service.gb.send.FilePut;
import nl.opendk.ebms.service.gb.send.Publishing;
import nl.opendk.ebms.service.gb.send.PushAnswers;
import nl.opendk.ebms.service.gb.send.Pushing;
import nl.opendk.ebms.service.gb.send.SizeSwitch;
import nl.opendk.ebms.service.gb.send.UploadRuns;
import nl.opendk.ebms.service.gb.serve.FileAccess;
import nl.opendk.ebms.service.gb.serve.PushUploads;
import nl.opendk.ebms.service.send.MessagePreparer;
import nl.opendk.ebms.service.send.MessageSend;
import nl.opendk.ebms.service.send.OutboundResolver;
import nl.opendk.ebms.service.wus.CertificateTrust;
import org.apache.camel.CamelContext;
import org.apache.camel.spi.CamelEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Connects Grote Berichten: storage, the published files, the downloads and their routes. */
final class GbWiring {

    private static final Logger LOG = LoggerFactory.getLogger(GbWiring.class);

    private GbWiring() {}

    /** What Grote Berichten is wired to, made once by the gateway. */
    record Core(
            Clock clock,
            DataSource dataSource,
            CpaRegistry registry,
            MessageSend send,
            MessagePreparer prepare,
            Function<OutgoingMessage, Transaction.Part> queueing,
            SSLContext tls,
            CertificateTrust trust,
            Duration connectTimeout,
            TransferObserver observer) {}

    /** Where Grote Berichten keeps its files and rows; made before the back end is wired, which hands files on. */
    record Stores(FileStorage storage, PublishedFiles published, Downloads downloads, Uploads uploads) {

        ReceivedFiles receivedFiles() {
            return new ReceivedFiles(downloads, storage);
        }
    }

    static Stores stores(
            GbSettings settings,
            DataSource dataSource,
            Clock clock,
            String nodeId,
            Duration lease,
            BackendOptions backend,
            EventLog events) {
        Downloads downloads = new Downloads(dataSource, clock, nodeId, lease, backend, events);
        FileStorage storage = new FileStorage(settings.directory(), settings.minFreeSpace());
        storage.problem().ifPresent(problem -> LOG.warn(GB_DIRECTORY_NOT_WRITABLE.line("{}"), problem));
        // downloads this node held when it stopped resume now, from the bytes on disk
        downloads.releaseOwnLeases();
        return new Stores(
                storage,
                new PublishedFiles(dataSource, clock),
                downloads,
                new Uploads(dataSource, clock, nodeId, lease));
    }

    static GroteBerichten wire(CamelContext context, GbSettings settings, Stores stores, Core core) throws Exception {
        FileStorage storage = stores.storage();
        PublishedFiles published = stores.published();
        Downloads downloads = stores.downloads();
        MessageQueries queries = new MessageQueries(core.dataSource());
        FileFetcher fetcher = new FileFetcher(
                core.tls(),
                core.connectTimeout(),
                settings.downloadTimeout(),
                settings.downloadConnections(),
                FileFetcher.RANGE_SIZE);
        context.getManagementStrategy().addEventNotifier(new StopDownloads(fetcher));
        RetryPolicy retry = new RetryPolicy(settings.retryDelays(), settings.maxAttempts());
        DownloadRuns runs = new DownloadRuns(downloads, fetcher, storage, retry, core.clock(), core.observer());
        MetadataIntake intake = new MetadataIntake(
                downloads,
                queries::payloads,
                settings.downloadPorts(),
                core.clock(),
                new PushIntake(
                        Optional.ofNullable(settings.pushUrl()).map(url -> new PushedFiles(storage, url)),
                        storage,
                        id -> queries.find(id).map(MessageDetail::summary),
                        new PushResponder(core.prepare(), core.queueing(), settings.pushResponseAction())),
                new PushAnswers(stores.uploads(), queries, core.clock()));
        context.addRoutes(new GroteBerichtenRoute(
                new DownloadSteps(intake, runs, settings.downloadConcurrency()),
                new UploadSteps(
                        new UploadRuns(
                                stores.uploads(),
                                new FilePut(core.tls(), core.connectTimeout(), settings.downloadTimeout()),
                                storage,
                                core.prepare(),
                                core.queueing(),
                                retry,
                                core.clock()),
                        settings.downloadConcurrency()),
                new PublishedFilePurge(published, storage, settings.purgeGrace(), core.clock()),
                new DownloadedFilePurge(
                        downloads,
                        storage,
                        Duration.ofHours(1),
                        settings.validity().plus(settings.purgeGrace()),
                        core.clock()),
                new PushPurge(stores.uploads(), storage, settings.validity().plus(settings.purgeGrace()), core.clock()),
                settings.downloadConcurrency(),
                settings.pollInterval()));
        Optional<Publishing> publishing =
                settings.publicUrl() == null && settings.pushTargets().isEmpty()
                        ? Optional.empty()
                        : Optional.of(new Publishing(
                                new OutboundResolver(core.registry()),
                                core.send(),
                                published,
                                storage,
                                new Publishing.PublishSettings(settings.publicUrl(), settings.validity()),
                                core.clock(),
                                core.observer(),
                                new Pushing(settings.pushTargets(), stores.uploads(), core.clock())));
        SizeSwitch sending = new SizeSwitch(
                core.send(), publishing, new SizeSwitch.Thresholds(settings.threshold(), settings.cpaThresholds()));
        return new GroteBerichten(
                settings,
                sending,
                new PushUploads(
                        storage,
                        core.trust(),
                        () -> partnerOins(core.registry(), core.clock()),
                        settings.pushUrl() != null),
                storage,
                published,
                downloads,
                stores.uploads(),
                intake,
                new FileAccess(published, storage, core.trust(), core.clock()),
                stores.receivedFiles(),
                publishing,
                core.observer());
    }

    /** The OINs of the parties of our agreed CPAs in their period: who may put files on our push service (GB009). */
    private static Set<String> partnerOins(CpaRegistry registry, Clock clock) {
        Set<String> oins = new HashSet<>();
        for (CompiledCpa cpa : registry.all()) {
            if (!cpa.usableAt(clock.instant())) {
                continue;
            }
            for (CompiledParty party : cpa.parties()) {
                party.partyIds().forEach(id -> oins.add(id.value()));
            }
        }
        return oins;
    }

    /** Ends downloads under way as the context begins to stop, before its graceful shutdown waits for them. */
    private static final class StopDownloads extends ContextEventNotifier {
        private final FileFetcher fetcher;

        StopDownloads(FileFetcher fetcher) {
            this.fetcher = fetcher;
        }

        @Override
        public boolean isEnabled(CamelEvent event) {
            return event instanceof CamelEvent.CamelContextStoppingEvent;
        }

        @Override
        public void notify(CamelEvent event) {
            fetcher.close();
        }
    }
}
