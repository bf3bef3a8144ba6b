package nl.opendk.ebms.perf.jmeter;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JtlTest {

    /** As JMeter 5.6.3 writes it with the plan's sample variables; the failure message spans lines. */
    private static final String JTL =
            """
            timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes,\
            sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect,"stream","seq","sentAt","dueAt","phase"
            1795314044903,12,Ping,204,No Content,open 1-27,,true,,64,1110,250,250,http://127.0.0.1:1/ebms,0,0,3,\
            s08,15,1795314044905,1795314044874,hold 200/s
            1795314046913,1,Ping,Non HTTP response code: java.net.SocketException,"Non HTTP response message: \
            Connection reset, again",open 1-3,text,false,"Test failed: code expected to equal /

            ****** received  : [[[Non HTTP response code: java.net.SocketException]]]
            /",2337,0,250,250,http://127.0.0.1:1/ebms,0,0,0,s02,16,1795314046913,1795314046900,hold 200/s
            1795314047000,40,Ping 5 senders,204,No Content,closed 1-1,,true,,64,1110,5,5,http://x/ebms,39,0,0,c1,3,\
            1795314047001,null,Ping 5 senders
            """;

    @Test
    void readsEveryColumnTheRunnerUsesAndTheSampleVariables() throws IOException {
        List<Sample> samples = Jtl.read(new StringReader(JTL));

        assertThat(samples).hasSize(3);
        Sample ok = samples.get(0);
        assertThat(ok.start()).isEqualTo(1795314044903L);
        assertThat(ok.elapsed()).isEqualTo(12);
        assertThat(ok.end()).isEqualTo(1795314044915L);
        assertThat(ok.success()).isTrue();
        assertThat(ok.failure()).isNull();
        assertThat(ok.connect()).isEqualTo(3);
        assertThat(ok.phase()).isEqualTo("hold 200/s");
        assertThat(ok.lag()).isEqualTo(31);
        assertThat(ok.messageId("r1")).isEqualTo("r1.s08.15.1795314044905@perf.test");
    }

    @Test
    void aQuotedFailureMessageWithCommasAndLineEndsStaysOneSample() throws IOException {
        Sample failed = Jtl.read(new StringReader(JTL)).get(1);

        assertThat(failed.success()).isFalse();
        assertThat(failed.failure())
                .startsWith("Test failed: code expected to equal /")
                .contains("\n\n*****");
        assertThat(failed.responseCode()).isEqualTo("Non HTTP response code: java.net.SocketException");
        assertThat(failed.stream()).isEqualTo("s02");
        assertThat(failed.seq()).isEqualTo(16);
    }

    @Test
    void aVariableTheSampleDidNotSetReadsAsUnknown() throws IOException {
        Sample closed = Jtl.read(new StringReader(JTL)).get(2);

        assertThat(closed.dueAt()).isEqualTo(-1);
        assertThat(closed.lag()).isEqualTo(-1);
        assertThat(closed.label()).isEqualTo("Ping 5 senders");
    }

    @Test
    void anEmptyFileHasNoSamples() throws IOException {
        assertThat(Jtl.read(new StringReader(""))).isEmpty();
    }

    @Test
    void aTailReturnsOnlyTheLinesCompletedSinceItsLastLook(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("run.jtl");
        String[] lines = JTL.split("\n");
        String header = lines[0] + "\n";
        String first = lines[1] + "\n";
        Jtl.Tail tail = new Jtl.Tail(file);

        assertThat(tail.next()).isEmpty();
        Files.writeString(file, header + first.substring(0, 20));
        assertThat(tail.next()).isEmpty();
        Files.writeString(file, first.substring(20), StandardOpenOption.APPEND);
        List<Sample> samples = tail.next();

        assertThat(samples).hasSize(1);
        assertThat(samples.get(0).elapsed()).isEqualTo(12);
        assertThat(tail.next()).isEmpty();
    }
}
