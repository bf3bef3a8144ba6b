package nl.opendk.ebms.perf.run;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import nl.opendk.ebms.perf.load.ArrivalKind;
import nl.opendk.ebms.perf.load.MessageKind;
import nl.opendk.ebms.perf.load.OpenLoad;
import nl.opendk.ebms.perf.load.Profiles;
import nl.opendk.ebms.perf.load.Step;
import nl.opendk.ebms.perf.report.Markdown;
import nl.opendk.ebms.perf.report.StepSections;
import nl.opendk.ebms.perf.report.Targets;
import nl.opendk.ebms.perf.result.StepResult;
import nl.opendk.ebms.perf.result.Verdict;

/**
 * perf/run nominal | peak | smoke: seed 001's load profiles. Smoke is nominal with a 20 s ramp and a 60 s hold,
 * for CI. The run fails (exit 1) when a message errs, a Pong (a signed Acknowledgment with --message signed) is
 * missing, late or wrong, or a message is not stored; timing figures never fail it.
 */
final class ProfileCommand {

    private ProfileCommand() {}

    static int run(Settings settings) {
        Arguments arguments = settings.arguments();
        boolean smoke = "smoke".equals(arguments.command());
        Duration ramp = arguments.duration("ramp", smoke ? Duration.ofSeconds(20) : Profiles.RAMP);
        Duration hold = arguments.duration("hold", smoke ? Duration.ofSeconds(60) : Profiles.HOLD);
        ArrivalKind arrivals = Options.arrivals(arguments);
        OpenLoad load = "peak".equals(arguments.command())
                ? Profiles.peak(ramp, hold, arrivals)
                : Profiles.nominal(ramp, hold, arrivals);
        MessageKind message = Options.message(arguments);
        int payload = Options.payloadBytes(arguments, message);
        Duration warmUp = Options.warmUp(arguments, message, Duration.ZERO);
        Step step = new Step(Options.label(message, payload), load, message, payload);
        StepResult result;
        Session session = Session.open(settings, message.signed());
        try (session) {
            session.startAdapter(arguments.text("cpus", null));
            session.warmUp(warmUp, message, payload);
            result = session.run(step);
        }
        List<String> failures = Verdict.failures(result);
        List<List<String>> targets = Targets.of(result);
        String verdict =
                Verdict.line(failures, Targets.unmet(targets), result.stored().isPresent());
        String headline = "**" + verdict.replaceFirst(":.*", "") + "**" + verdict.replaceFirst("^[^:]*", "")
                + ". Profile: "
                + describe(load) + "; " + Options.label(message, payload) + " messages"
                + (warmUp.isZero() ? "" : ", after a warm-up of " + Markdown.duration(warmUp) + " (not reported)")
                + ".";
        Path report = Reporting.finish(
                session,
                arguments.command() + (message == MessageKind.PING ? "" : "-" + message.wireValue()),
                "Perf " + arguments.command(),
                headline,
                md -> {
                    Targets.write(md, targets);
                    StepSections.write(md, result, 2);
                });
        System.out.println(verdict);
        System.out.println("report: " + report);
        return failures.isEmpty() ? 0 : 1;
    }

    static String describe(OpenLoad load) {
        StringBuilder text = new StringBuilder(
                load.streams() + " streams, " + load.arrivals().name().toLowerCase() + " arrivals; ");
        load.phases().forEach(phase -> text.append(phase.name())
                .append(" for ")
                .append(Markdown.duration(phase.length()))
                .append(", "));
        return text.substring(0, text.length() - 2);
    }
}
