package nl.opendk.ebms.component.gateway;

import java.util.Optional;
import nl.opendk.ebms.component.config.GbSettings;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.db.gb.PublishedFiles;
import nl.opendk.ebms.service.gb.FileAccess;
import nl.opendk.ebms.service.gb.FileStorage;
import nl.opendk.ebms.service.gb.Publishing;
import nl.opendk.ebms.service.gb.ReceivedFiles;
import nl.opendk.ebms.service.gb.SizeSwitch;
import nl.opendk.ebms.service.gb.TransferObserver;

/**
 * Grote Berichten in the gateway: the use cases the file service and the back end's API call.
 *
 * @param sending a back end's message, as Grote Berichten when its payloads are over the threshold
 * @param publishing sending a file; empty when {@code ebms.gb.public-url} is not set
 * @param observer where the file service reports what it served
 */
public record GroteBerichten(
        GbSettings settings,
        SizeSwitch sending,
        FileStorage storage,
        PublishedFiles published,
        Downloads downloads,
        FileAccess access,
        ReceivedFiles received,
        Optional<Publishing> publishing,
        TransferObserver observer) {}
