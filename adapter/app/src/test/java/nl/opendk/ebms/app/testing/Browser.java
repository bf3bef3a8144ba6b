package nl.opendk.ebms.app.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Real headless Chromium from Debian's {@code chromium} package, driven through Debian's {@code chromium-driver}
 * with Selenium. The machine provides both ({@code .ci/run} installs them with apt-get); no test installs or
 * downloads a browser or a driver, because the paths are given explicitly.
 */
public final class Browser implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    /** Flags that work on a closed network: nothing phones home, no GPU, a fresh profile per run. */
    private static final List<String> FLAGS = List.of(
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
            "--window-size=1366,900");

    private final WebDriver driver;
    private final Path profile;
    private final Path screenshots;

    private Browser(WebDriver driver, Path profile, Path screenshots) {
        this.driver = driver;
        this.profile = profile;
        this.screenshots = screenshots;
    }

    public static Browser start(Path screenshots) throws IOException {
        ensureInstalled();
        Path profile = Files.createTempDirectory("ebms-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments(FLAGS);
        options.addArguments("--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort()
                .build();
        Files.createDirectories(screenshots);
        return new Browser(new ChromeDriver(service, options), profile, screenshots);
    }

    /** The browser tests need both; without them they fail saying what to install, never pass unnoticed. */
    static void ensureInstalled() {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(DRIVER)) {
            throw new IllegalStateException("The browser tests (-Pbrowser) need Debian's chromium and chromium-driver"
                    + " at " + CHROMIUM + " and " + DRIVER + ": apt-get install chromium chromium-driver");
        }
    }

    public WebDriver driver() {
        return driver;
    }

    public void open(String url) {
        driver.get(url);
    }

    public WebElement waitFor(By locator) {
        return waiting().until(ExpectedConditions.visibilityOfElementLocated(locator));
    }

    public void waitForText(By locator, String text) {
        waiting().until(ExpectedConditions.textToBePresentInElementLocated(locator, text));
    }

    /**
     * A look for an element while the page is still navigating (after a sign-in, say) is aborted by Chromium
     * ("aborted by navigation"): the wait looks again, and if the element never comes, its timeout names the last
     * failure.
     */
    private WebDriverWait waiting() {
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(30));
        wait.ignoring(WebDriverException.class);
        return wait;
    }

    public void resize(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
    }

    /** Saves the page as it looks now, for the README and for people reviewing a change. */
    public Path screenshot(String name) {
        try {
            Path file = screenshots.resolve(name + ".png");
            Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            deleteTree(profile);
        }
    }

    private static void deleteTree(Path root) {
        try (var paths = Files.walk(root)) {
            paths.sorted(java.util.Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            // a leftover temporary profile is harmless
        }
    }
}
