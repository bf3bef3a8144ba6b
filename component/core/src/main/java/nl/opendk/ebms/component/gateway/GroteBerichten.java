package nl.opendk.ebms.component.gateway;

import java.util.List;
import java.util.Optional;
import nl.opendk.ebms.component.config.GbSettings;
import nl.opendk.ebms.component.gb.FileServiceHttp;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.db.gb.PublishedFiles;
import nl.opendk.ebms.db.gb.Uploads;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.ebms.service.gb.TransferObserver;
import nl.opendk.ebms.service.gb.receive.MetadataIntake;
import nl.opendk.ebms.service.gb.receive.ReceivedFiles;
import nl.opendk.ebms.service.gb.send.Publishing;
import nl.opendk.ebms.service.gb.send.SizeSwitch;
import nl.opendk.ebms.service.gb.serve.FileAccess;
import nl.opendk.ebms.service.gb.serve.PushUploads;
import nl.opendk.ebms.service.send.Outcome;
import nl.opendk.ebms.service.wus.consume.AnswerFiles;

/**
 * Grote Berichten in the gateway: the use cases the file service and the back end's API call.
 *
 * @param sending a back end's message, as Grote Berichten when its payloads are over the threshold
 * @param pushUploads what partners PUT on our push service
 * @param intake reads metadata: of received messages, and what a back end hands in to have its files downloaded
 * @param publishing sending a file; empty when {@code ebms.gb.public-url} is not set
 * @param observer where the file service reports what it served
 */
public record GroteBerichten(
        GbSettings settings,
        SizeSwitch sending,
        PushUploads pushUploads,
        FileStorage storage,
        PublishedFiles published,
        Downloads downloads,
        Uploads uploads,
        MetadataIntake intake,
        FileAccess access,
        ReceivedFiles received,
        Optional<Publishing> publishing,
        TransferObserver observer) {

    /**
     * Downloads for the pull metadata in partners' WUS answers (DK-BP-GB "Download"): started as the back end gets
     * the answer, as for metadata it hands in itself; none when {@code ebms.gb.download} is off.
     */
    public AnswerFiles answerFiles() {
        if (!settings.download()) {
            return AnswerFiles.NONE;
        }
        return answer -> {
            Outcome<List<Long>> started = intake.fromAnswer(answer);
            return started.isSent()
                    ? new AnswerFiles.Found(started.value(), null)
                    : new AnswerFiles.Found(List.of(), started.problem());
        };
    }

    /** What the file service answers with. */
    public FileServiceHttp.GbServices services() {
        return new FileServiceHttp.GbServices(access, pushUploads, observer);
    }
}
