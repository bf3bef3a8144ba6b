package nl.opendk.ebms.cpa.model;

import java.time.Duration;

/**
 * CPPA 2.0 ebXMLSenderBinding or ebXMLReceiverBinding. Both have the same shape: the sender's
 * NonRepudiation names its signing certificate, the receiver's the security details it verifies against; the
 * sender's DigitalEnvelope names security details, the receiver's its encryption certificate.
 *
 * @param reliableMessaging null when the channel is not reliable (Digikoppeling osb-be)
 * @param persistDuration null when absent
 * @param nonRepudiation SenderNonRepudiation or ReceiverNonRepudiation, null when messages are not signed
 * @param digitalEnvelope SenderDigitalEnvelope or ReceiverDigitalEnvelope, null when payloads are not encrypted
 */
public record EbxmlBinding(
        String version,
        ReliableMessaging reliableMessaging,
        Duration persistDuration,
        NonRepudiation nonRepudiation,
        DigitalEnvelope digitalEnvelope) {}
