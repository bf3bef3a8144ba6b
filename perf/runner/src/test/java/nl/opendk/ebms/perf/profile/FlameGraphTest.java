package nl.opendk.ebms.perf.profile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FlameGraphTest {

    private static final StackSamples SAMPLES = new StackSamples(
            Map.of(
                    List.of("a.Main.run", "a.Store.write", "b.Jdbc.execute"), 600,
                    List.of("a.Main.run", "a.Codec.parse"), 399,
                    List.of("a.Main.run", "a.Rare.once"), 1),
            1000);

    @Test
    void framesAreAsWideAsTheirShareAndTinyOnesAreLeftOut() {
        String svg = FlameGraph.svg(SAMPLES, "test");

        assertThat(svg).startsWith("<?xml").endsWith("</svg>\n");
        assertThat(svg).contains("a.Store.write (600 samples, 60.0 %)");
        assertThat(svg).contains("b.Jdbc.execute (600 samples, 60.0 %)");
        assertThat(svg).contains("a.Codec.parse (399 samples, 39.9 %)");
        // 0.1 % is below the 0.2 % a frame needs to be drawn
        assertThat(svg).doesNotContain("a.Rare.once");
        // the root spans the graph (1200 px less the margins); Codec, 39.9 % of it less half a pixel, comes first (by
        // name)
        assertThat(svg).contains("width=\"1179.5\"");
        assertThat(svg).contains("x=\"10.0\" y=\"").contains("width=\"470.3\"");
    }

    @Test
    void hotSpotsCountTheRunningMethodAndEveryMethodOnTheStackOnce() {
        String table = HotSpots.markdown(SAMPLES, 3);

        assertThat(table).contains("| `b.Jdbc.execute` | 600 | 60.0 % |");
        assertThat(table).contains("| `a.Main.run` | 1000 | 100.0 % |");
        assertThat(table.lines().filter(line -> line.startsWith("| `")).count()).isEqualTo(6);
    }

    @Test
    void theJdkCountsForTheLibraryThatCalledIt() {
        assertThat(HotSpots.library(List.of(
                        "java.lang.Thread.run", "org.apache.camel.Pipeline.process", "java.util.HashMap.getNode")))
                .isEqualTo("Camel");
        assertThat(HotSpots.library(List.of(
                        "java.lang.Thread.run",
                        "nl.opendk.ebms.db.GroupCommit.write",
                        "com.mysql.cj.NativeQueryBindings.clearBindValues")))
                .isEqualTo("MySQL driver and pool");
    }

    @Test
    void aLambdaIsNamedAfterTheClassThatWroteItSoThatRunsLineUp() {
        assertThat(StackSamples.typeName("nl.opendk.ebms.db.GroupCommit$$Lambda$921+0x00007fb50c353cc8.1254850252"))
                .isEqualTo("nl.opendk.ebms.db.GroupCommit$$Lambda");
        assertThat(StackSamples.typeName("nl.opendk.ebms.db.GroupCommit")).isEqualTo("nl.opendk.ebms.db.GroupCommit");
    }

    @Test
    void aSampleInTheKernelCountsForTheKernelAndNativeCodeForItsCaller() {
        assertThat(HotSpots.library(List.of(
                        "java.lang.Thread.run",
                        "io.netty.channel.nio.NioEventLoop.run",
                        "sun.nio.ch.SocketDispatcher.write0",
                        "native.__libc_write",
                        "kernel.tcp_sendmsg")))
                .isEqualTo("the kernel (system calls, network, scheduling)");
        assertThat(HotSpots.library(List.of(
                        "java.lang.Thread.run",
                        "com.ctc.wstx.sr.BasicStreamReader.next",
                        "native.SharedRuntime::ldiv")))
                .isEqualTo("XML (Woodstox, Santuario)");
        assertThat(StackSamples.isLibrary("libjvm.so")).isTrue();
        assertThat(StackSamples.isLibrary("libc.so.6")).isTrue();
        assertThat(StackSamples.isLibrary("")).isTrue();
        assertThat(StackSamples.isLibrary("sun.nio.ch.SocketDispatcher")).isFalse();
    }

    @Test
    void samplesPerKindOfThreadAreListedWhenTheRecordingNamesThreads() {
        StackSamples onThreads = new StackSamples(
                SAMPLES.stacks(),
                SAMPLES.total(),
                Map.of(StackSamples.threadKind("vert.x-worker-thread-12"), 700, StackSamples.threadKind("main"), 300));

        assertThat(HotSpots.markdown(onThreads, 3))
                .contains("| thread the sample was on | samples | share |")
                .contains("| `vert.x-worker-thread-#` | 700 | 70.0 % |");
        assertThat(HotSpots.markdown(SAMPLES, 3)).doesNotContain("thread the sample was on");
    }

    @Test
    void kernelFramesAreBlue() {
        String colour = FlameGraph.colour("kernel.tcp_sendmsg");
        int red = Integer.parseInt(colour.substring(1, 3), 16);
        int blue = Integer.parseInt(colour.substring(5, 7), 16);

        assertThat(blue).isGreaterThan(red);
        assertThat(FlameGraph.colour("nl.opendk.ebms.Main.run")).isNotEqualTo(colour);
    }
}
