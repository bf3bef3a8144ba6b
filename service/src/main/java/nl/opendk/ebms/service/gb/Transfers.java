package nl.opendk.ebms.service.gb;

import java.util.List;
import nl.opendk.ebms.db.gb.DownloadRow;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.db.gb.PublishedFile;
import nl.opendk.ebms.db.gb.PublishedFiles;
import nl.opendk.ebms.db.gb.Upload;
import nl.opendk.ebms.db.gb.Uploads;

/**
 * The Grote Berichten transfers an operator watches: files coming in, files we publish and files we push, newest
 * first.
 */
public final class Transfers {

    private final Downloads downloads;
    private final PublishedFiles published;
    private final Uploads uploads;

    public Transfers(Downloads downloads, PublishedFiles published, Uploads uploads) {
        this.downloads = downloads;
        this.published = published;
        this.uploads = uploads;
    }

    public record Recent(List<DownloadRow> downloads, List<PublishedFile> published, List<Upload> uploads) {}

    public Recent recent(int limit) {
        return new Recent(downloads.recent(limit), published.recent(limit), uploads.recent(limit));
    }
}
