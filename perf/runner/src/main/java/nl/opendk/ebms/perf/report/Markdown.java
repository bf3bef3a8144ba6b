package nl.opendk.ebms.perf.report;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

/** A small Markdown writer for the reports: headings, paragraphs, lists and pipe tables, with number formats. */
public final class Markdown {

    private final StringBuilder text = new StringBuilder();

    public Markdown heading(int level, String title) {
        blank();
        text.append("#".repeat(level)).append(' ').append(title).append("\n\n");
        return this;
    }

    public Markdown paragraph(String paragraph) {
        blank();
        text.append(paragraph).append("\n\n");
        return this;
    }

    public Markdown bullet(String item) {
        text.append("- ").append(item).append('\n');
        return this;
    }

    public Markdown table(List<String> header, List<List<String>> rows) {
        blank();
        row(header);
        text.append('|');
        header.forEach(cell -> text.append("---|"));
        text.append('\n');
        rows.forEach(this::row);
        text.append('\n');
        return this;
    }

    /** An image, by its path relative to the report. */
    public Markdown image(String text, String path) {
        return paragraph("![" + text.replace("]", ")") + "](" + path.replace(" ", "%20") + ")");
    }

    /** A two-column table of names and values. */
    public Markdown facts(List<List<String>> rows) {
        return table(List.of("", ""), rows);
    }

    private void row(List<String> cells) {
        text.append('|');
        cells.forEach(cell -> text.append(' ')
                .append(cell.replace("|", "\\|").replace("\n", " "))
                .append(" |"));
        text.append('\n');
    }

    private void blank() {
        int length = text.length();
        if (length > 0 && text.charAt(length - 1) == '\n' && (length < 2 || text.charAt(length - 2) != '\n')) {
            text.append('\n');
        }
    }

    @Override
    public String toString() {
        return text.toString();
    }

    /** "1,234" style integers are avoided: plain digits read unambiguously in Dutch and English. */
    public static String count(long value) {
        return String.valueOf(value);
    }

    public static String decimal(double value, int digits) {
        return Double.isNaN(value) ? "-" : String.format(Locale.ROOT, "%." + digits + "f", value);
    }

    public static String ms(long value) {
        return value + " ms";
    }

    public static String percent(double value) {
        return Double.isNaN(value) ? "-" : String.format(Locale.ROOT, "%.1f %%", value);
    }

    public static String rate(double perSecond) {
        return Double.isNaN(perSecond) ? "-" : String.format(Locale.ROOT, "%.1f/s", perSecond);
    }

    /** "90 s", "30 min", "1 min 30 s", "1 h". */
    public static String duration(Duration duration) {
        long seconds = duration.toSeconds();
        if (seconds < 60) {
            return seconds + " s";
        }
        if (seconds % 3600 == 0) {
            return seconds / 3600 + " h";
        }
        return seconds / 60 + " min" + (seconds % 60 == 0 ? "" : " " + seconds % 60 + " s");
    }

    public static String code(String value) {
        return "`" + value.replace("`", "'") + "`";
    }
}
