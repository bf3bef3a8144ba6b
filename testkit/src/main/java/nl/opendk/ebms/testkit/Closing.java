package nl.opendk.ebms.testkit;

/** Closes what a test class started, every one of them even when one fails to close. */
public final class Closing {

    private Closing() {}

    /**
     * Closes each one that is not null, in order; the first failure is thrown once all are closed, the later ones
     * suppressed in it.
     */
    public static void all(AutoCloseable... closeables) throws Exception {
        Exception first = null;
        for (AutoCloseable closeable : closeables) {
            if (closeable == null) {
                continue;
            }
            try {
                closeable.close();
            } catch (Exception e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
