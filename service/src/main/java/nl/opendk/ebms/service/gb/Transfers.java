package nl.opendk.ebms.service.gb;

import java.util.List;
import nl.opendk.ebms.db.gb.DownloadRow;
import nl.opendk.ebms.db.gb.Downloads;
import nl.opendk.ebms.db.gb.PublishedFile;
import nl.opendk.ebms.db.gb.PublishedFiles;

/** The Grote Berichten transfers an operator watches: files coming in and files we publish, newest first. */
public final class Transfers {

    private final Downloads downloads;
    private final PublishedFiles published;

    public Transfers(Downloads downloads, PublishedFiles published) {
        this.downloads = downloads;
        this.published = published;
    }

    public record Recent(List<DownloadRow> downloads, List<PublishedFile> published) {}

    public Recent recent(int limit) {
        return new Recent(downloads.recent(limit), published.recent(limit));
    }
}
