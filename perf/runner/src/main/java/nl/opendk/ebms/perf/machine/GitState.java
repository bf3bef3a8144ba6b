package nl.opendk.ebms.perf.machine;

import java.nio.file.Path;
import java.util.List;

/**
 * The commit a run measured and whether the working tree differed from it. Read with read-only git commands
 * (--no-optional-locks keeps git status from refreshing the index).
 *
 * @param commit the short hash of HEAD, or "unknown" outside a git checkout
 * @param changedFiles files modified, added or untracked against HEAD
 */
public record GitState(String commit, int changedFiles) {

    public static GitState of(Path repository) {
        String commit = Commands.output(repository, List.of("git", "rev-parse", "--short", "HEAD"));
        String status = Commands.output(repository, List.of("git", "--no-optional-locks", "status", "--porcelain"));
        return new GitState(commit.isEmpty() ? "unknown" : commit, (int)
                status.lines().filter(line -> !line.isBlank()).count());
    }

    public boolean dirty() {
        return changedFiles > 0;
    }

    /** "abc1234", or "abc1234 (dirty: 3 files differ from the commit)". */
    public String describe() {
        return dirty() ? commit + " (dirty: " + changedFiles + " files differ from the commit)" : commit;
    }
}
