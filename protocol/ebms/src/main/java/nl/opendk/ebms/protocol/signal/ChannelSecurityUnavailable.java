package nl.opendk.ebms.protocol.signal;

/**
 * A message cannot be made for its channel: the CPA asks for signing or encryption (osb-*-s, osb-*-e) that this
 * adapter has no key for, or the CPA names no certificate to encrypt to. The message is refused rather than sent
 * unprotected; the caller answers with a clear error, not a retry.
 */
public final class ChannelSecurityUnavailable extends IllegalStateException {

    public ChannelSecurityUnavailable(String message) {
        super(message);
    }
}
