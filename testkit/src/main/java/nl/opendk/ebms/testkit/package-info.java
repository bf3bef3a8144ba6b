/**
 * What the adapter's tests and the performance suite share, and nothing else: the test PKI ({@code pki}), the CPA
 * writer ({@code cpa}), the ebMS message fixtures with what the adapter must answer to each defect ({@code message},
 * the files under {@code messages/}), a clock a test moves by hand ({@code time}) and a TCP relay that takes a
 * database away ({@code outage}).
 *
 * <p>The cut: this module depends on no module of the adapter, only on the JDK and BouncyCastle. Maven refuses a cycle
 * even through test scope, so a kit that used the protocol's types could not serve the protocol's own tests, which
 * need the PKI and the message fixtures most. So the PKI hands out JDK types (keys, certificates, keystore files)
 * and a test makes the protocol's {@code PrivateCredential} or {@code KeyStoreLocation} from them; the CPA writer
 * takes values as a CPA writes them (profile names, syncReplyMode and status values) and returns XML, and the CPA
 * store's tests hold it to the upload check for every profile and read it into their model ({@code TestCpaModel}).
 *
 * <p>What stays out: helpers that only one module's own tests use stay in that module, and the test database
 * ({@code TestDatabase} and the fixtures around it) stays with the db module, whose classes it is built on and whose
 * tests use it; the adapter's tests take it from that module's test jar. The performance suite uses no test jar.
 */
package nl.opendk.ebms.testkit;
