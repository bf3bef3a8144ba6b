package nl.opendk.ebms.component.ebms;

import nl.opendk.ebms.service.send.Refusal;

/** A message the adapter would not send: nothing was stored. The refusal says why, the message what is wrong. */
public class EbmsRefusedException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient Refusal refusal;

    public EbmsRefusedException(Refusal refusal, String problem) {
        super(refusal + ": " + problem);
        this.refusal = refusal;
    }

    public Refusal getRefusal() {
        return refusal;
    }
}
