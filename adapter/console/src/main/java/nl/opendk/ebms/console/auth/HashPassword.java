package nl.opendk.ebms.console.auth;

import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Prints the hash of a password for {@code admin.users}. The password is read from the console without echo, or
 * from the first line of standard input when there is no console (scripts), never from the command line, where it
 * would end up in the shell history and the process list:
 *
 * <pre>java -cp adapter/app/target/ebms-adapter.jar nl.opendk.ebms.console.auth.HashPassword</pre>
 */
public final class HashPassword {

    static final int MIN_LENGTH = 12;

    private HashPassword() {}

    public static void main(String[] args) throws IOException {
        char[] password = read();
        int code = run(password, System.out, System.err);
        Arrays.fill(password, '\0');
        System.exit(code);
    }

    static int run(char[] password, PrintStream out, PrintStream err) {
        if (password.length < MIN_LENGTH) {
            err.println("A password needs at least " + MIN_LENGTH + " characters.");
            return 2;
        }
        out.println(
                PasswordHash.create(password, PasswordHash.DEFAULT_ITERATIONS).encoded());
        return 0;
    }

    private static char[] read() throws IOException {
        Console console = System.console();
        if (console != null) {
            char[] first = console.readPassword("Password: ");
            char[] second = console.readPassword("Again: ");
            if (first == null || !Arrays.equals(first, second)) {
                System.err.println("The passwords differ.");
                System.exit(2);
            }
            return first;
        }
        String line = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
        return line == null ? new char[0] : line.toCharArray();
    }
}
