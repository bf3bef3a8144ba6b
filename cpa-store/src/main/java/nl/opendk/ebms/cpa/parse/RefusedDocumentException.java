package nl.opendk.ebms.cpa.parse;

/** The document as a whole cannot be read: nothing in it is looked at any further. */
final class RefusedDocumentException extends Exception {

    RefusedDocumentException(String message) {
        super(message, null, false, false);
    }
}
