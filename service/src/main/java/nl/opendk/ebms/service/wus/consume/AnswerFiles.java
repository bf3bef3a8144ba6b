package nl.opendk.ebms.service.wus.consume;

import java.util.List;

/**
 * The files a partner's WUS answer points to: Grote Berichten pull metadata in a synchronous answer (DK-BP-GB
 * "Download", DK-GB 3.8.1 ch01), downloaded for the back end as the files of an ebMS metadata message are. The
 * answer goes to the back end at once, with the downloads it can follow; the files come when they come.
 */
@FunctionalInterface
public interface AnswerFiles {

    /** Answers are passed on as they are. */
    AnswerFiles NONE = answer -> Found.NOTHING;

    /** Starts the downloads the answer's metadata names; {@link Found#NOTHING} when it names none. */
    Found start(byte[] answer);

    /**
     * @param downloads the downloads started, one per data-reference, in their order
     * @param refused why metadata in the answer could not be downloaded (it failed its checks), or null
     */
    record Found(List<Long> downloads, String refused) {

        public static final Found NOTHING = new Found(List.of(), null);

        public Found {
            downloads = List.copyOf(downloads);
        }
    }
}
