package nl.opendk.ebms.perf.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A flame graph of {@link StackSamples} as a small self-contained SVG: the root at the bottom, each frame as wide as
 * the share of samples in which it was on the stack, its callees above it, siblings ordered by name so that two
 * graphs of the same code line up. Frames narrower than {@link #MIN_SHARE} of the samples are left out (their
 * samples still count in their callers' widths), which keeps the file small; every frame names its share in its
 * tooltip.
 */
public final class FlameGraph {

    static final double MIN_SHARE = 0.002;
    private static final int WIDTH = 1200;
    private static final int FRAME_HEIGHT = 16;
    private static final int MARGIN = 10;
    private static final double CHAR_WIDTH = 6.6;

    private FlameGraph() {}

    /** A node of the merged stacks: one frame, reached by one path from the root. */
    static final class Node {
        final String name;
        int samples;
        final Map<String, Node> children = new LinkedHashMap<>();

        Node(String name) {
            this.name = name;
        }

        Node child(String childName) {
            return children.computeIfAbsent(childName, Node::new);
        }
    }

    static Node merge(StackSamples samples) {
        Node root = new Node("all");
        samples.stacks().forEach((stack, count) -> {
            Node node = root;
            node.samples += count;
            for (String frame : stack) {
                node = node.child(frame);
                node.samples += count;
            }
        });
        return root;
    }

    public static String svg(StackSamples samples, String title) {
        Node root = merge(samples);
        int total = Math.max(1, root.samples);
        int height = (depth(root, 0, total) + 1) * FRAME_HEIGHT + 3 * MARGIN + 16;
        StringBuilder svg = new StringBuilder(64 * 1024);
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
                .append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
                .append(WIDTH)
                .append("\" height=\"")
                .append(height)
                .append("\" font-family=\"monospace\" font-size=\"11\">\n")
                .append("<rect width=\"100%\" height=\"100%\" fill=\"#fdfdf6\"/>\n")
                .append("<text x=\"")
                .append(MARGIN)
                .append("\" y=\"")
                .append(MARGIN + 10)
                .append("\" font-size=\"13\">")
                .append(escape(title + " (" + root.samples + " CPU samples)"))
                .append("</text>\n");
        draw(root, height - MARGIN - FRAME_HEIGHT, 0, WIDTH - 2 * MARGIN, total, svg);
        svg.append("</svg>\n");
        return svg.toString();
    }

    /** How many levels above this node are drawn. */
    private static int depth(Node node, int level, int total) {
        int deepest = level;
        for (Node child : node.children.values()) {
            if ((double) child.samples / total >= MIN_SHARE) {
                deepest = Math.max(deepest, depth(child, level + 1, total));
            }
        }
        return deepest;
    }

    /** Draws the node at height {@code y} and its children above it. */
    private static void draw(Node node, int y, double x, double width, int total, StringBuilder svg) {
        String tooltip = String.format(
                Locale.ROOT, "%s (%d samples, %.1f %%)", node.name, node.samples, 100.0 * node.samples / total);
        svg.append("<g><title>")
                .append(escape(tooltip))
                .append("</title><rect x=\"")
                .append(format(MARGIN + x))
                .append("\" y=\"")
                .append(y)
                .append("\" width=\"")
                .append(format(Math.max(0.5, width - 0.5)))
                .append("\" height=\"")
                .append(FRAME_HEIGHT - 1)
                .append("\" fill=\"")
                .append(colour(node.name))
                .append("\"/>");
        int chars = (int) ((width - 4) / CHAR_WIDTH);
        if (chars >= 4) {
            String label = shortName(node.name);
            if (label.length() > chars) {
                label = label.substring(0, chars - 2) + "..";
            }
            svg.append("<text x=\"")
                    .append(format(MARGIN + x + 2))
                    .append("\" y=\"")
                    .append(y + FRAME_HEIGHT - 4)
                    .append("\">")
                    .append(escape(label))
                    .append("</text>");
        }
        svg.append("</g>\n");
        double childX = x;
        List<Node> children = new ArrayList<>(node.children.values());
        children.sort(Comparator.comparing(child -> child.name));
        for (Node child : children) {
            double childWidth = width * child.samples / node.samples;
            if ((double) child.samples / total >= MIN_SHARE) {
                draw(child, y - FRAME_HEIGHT, childX, childWidth, total, svg);
            }
            childX += childWidth;
        }
    }

    /** The class without its package, and the method. */
    static String shortName(String name) {
        int method = name.lastIndexOf('.');
        int type = method > 0 ? name.lastIndexOf('.', method - 1) : -1;
        return type >= 0 ? name.substring(type + 1) : name;
    }

    /**
     * Warm colours for the JDK and libraries, green for the adapter's own code, so where it is shows at a glance, and
     * blue for the kernel.
     */
    static String colour(String name) {
        int hash = name.hashCode() & 0x7fffffff;
        if (name.startsWith("kernel.")) {
            return String.format("#%02x%02x%02x", 90 + hash % 40, 150 + hash % 50, 215 + hash % 30);
        }
        if (name.startsWith("nl.opendk.")) {
            return String.format("#%02x%02x%02x", 80 + hash % 60, 180 + hash % 50, 80 + hash % 40);
        }
        if (name.startsWith("java.") || name.startsWith("jdk.") || name.startsWith("sun.")) {
            return String.format("#%02x%02x%02x", 220 + hash % 30, 120 + hash % 60, 60 + hash % 30);
        }
        return String.format("#%02x%02x%02x", 230 + hash % 20, 170 + hash % 60, 50 + hash % 40);
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
