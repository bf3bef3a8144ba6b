package nl.opendk.ebms.perf.chart;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.awt.image.WritableRaster;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * Writes a chart as a palette PNG of a few colours: white, nine greys from white to black, and each series colour
 * with its half tint. Anti-aliased edges and text fall to the nearest of these, which keeps a chart readable at a
 * third of the size of its full-colour image, small enough to commit beside its report.
 */
final class PalettePng {

    private static final int[] GREYS = {0xff, 0xee, 0xdd, 0xbb, 0x99, 0x77, 0x55, 0x33, 0x00};

    private final int[] palette;
    private final IndexColorModel colours;

    PalettePng(List<Color> seriesColours) {
        List<Integer> rgbs = new ArrayList<>();
        for (int grey : GREYS) {
            rgbs.add(grey << 16 | grey << 8 | grey);
        }
        for (Color colour : seriesColours) {
            rgbs.add(colour.getRGB() & 0xffffff);
            rgbs.add(halfTint(colour));
        }
        palette = rgbs.stream().mapToInt(Integer::intValue).toArray();
        byte[] red = new byte[palette.length];
        byte[] green = new byte[palette.length];
        byte[] blue = new byte[palette.length];
        for (int i = 0; i < palette.length; i++) {
            red[i] = (byte) (palette[i] >> 16);
            green[i] = (byte) (palette[i] >> 8);
            blue[i] = (byte) palette[i];
        }
        colours = new IndexColorModel(8, palette.length, red, green, blue);
    }

    void write(BufferedImage image, Path file) {
        BufferedImage indexed =
                new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_BYTE_INDEXED, colours);
        WritableRaster raster = indexed.getRaster();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                raster.setSample(x, y, 0, nearest(image.getRGB(x, y)));
            }
        }
        try {
            if (!ImageIO.write(indexed, "png", file.toFile())) {
                throw new IllegalStateException("no PNG writer in this JDK");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    private int nearest(int rgb) {
        int best = 0;
        long bestDistance = Long.MAX_VALUE;
        for (int i = 0; i < palette.length; i++) {
            long red = ((rgb >> 16) & 0xff) - ((palette[i] >> 16) & 0xff);
            long green = ((rgb >> 8) & 0xff) - ((palette[i] >> 8) & 0xff);
            long blue = (rgb & 0xff) - (palette[i] & 0xff);
            long distance = red * red + green * green + blue * blue;
            if (distance < bestDistance) {
                bestDistance = distance;
                best = i;
            }
        }
        return best;
    }

    private static int halfTint(Color colour) {
        return (colour.getRed() + 0xff) / 2 << 16 | (colour.getGreen() + 0xff) / 2 << 8 | (colour.getBlue() + 0xff) / 2;
    }
}
