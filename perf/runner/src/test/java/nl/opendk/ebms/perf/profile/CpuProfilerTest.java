package nl.opendk.ebms.perf.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CpuProfilerTest {

    @TempDir
    Path repository;

    @Test
    void theAgentSamplesCpuTimeAndWritesJfrWhereAsked() throws IOException {
        Path library = repository
                .resolve(CpuProfiler.HOME)
                .resolve(CpuProfiler.platform(System.getProperty("os.arch")))
                .resolve("libasyncProfiler.so");
        Files.createDirectories(library.getParent());
        Files.createFile(library);

        assertThat(CpuProfiler.agent(repository, Path.of("/runs/ping.jfr")))
                .isEqualTo("-agentpath:" + library + "=start,event=cpu,interval=10ms,jfr,file=/runs/ping.jfr");
    }

    @Test
    void withoutTheAgentTheRunStopsAndSaysWhereItLooked() {
        assertThatThrownBy(() -> CpuProfiler.agent(repository, Path.of("ping.jfr")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("perf/target/profiler");
    }

    @Test
    void theJarsFolderFollowsTheArchitecture() {
        assertThat(CpuProfiler.platform("amd64")).isEqualTo("linux-x64");
        assertThat(CpuProfiler.platform("aarch64")).isEqualTo("linux-arm64");
        assertThatThrownBy(() -> CpuProfiler.platform("ppc64le")).hasMessageContaining("ppc64le");
    }
}
