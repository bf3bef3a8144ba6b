package nl.opendk.ebms.db.testing;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import javax.sql.DataSource;

/**
 * Wraps a DataSource to count what the code under test sends: statement executions (a batch counts once: the
 * driver sends it as one multi-row statement), commits and rollbacks. It can also make chosen statements fail, to
 * show that a transaction leaves nothing behind, or run something just before them, to stage a race.
 */
public final class CountingDataSource {

    private final DataSource dataSource;
    private final AtomicInteger commits = new AtomicInteger();
    private final AtomicInteger rollbacks = new AtomicInteger();
    private final List<String> executed = new CopyOnWriteArrayList<>();
    private final AtomicReference<Predicate<String>> failWhen = new AtomicReference<>(sql -> false);
    private final AtomicReference<Predicate<String>> interceptWhen = new AtomicReference<>(sql -> false);
    private final AtomicReference<Runnable> interception = new AtomicReference<>(() -> {});

    private CountingDataSource(DataSource target) {
        this.dataSource = proxy(DataSource.class, (proxy, method, args) -> {
            Object result = call(target, method, args);
            return result instanceof Connection connection
                    ? proxy(Connection.class, connectionHandler(connection))
                    : result;
        });
    }

    public static CountingDataSource wrap(DataSource target) {
        return new CountingDataSource(target);
    }

    public DataSource dataSource() {
        return dataSource;
    }

    /** Statements executed so far. */
    public int statements() {
        return executed.size();
    }

    /** The SQL of every executed statement, in order. */
    public List<String> executedSql() {
        return List.copyOf(executed);
    }

    public int commits() {
        return commits.get();
    }

    public int rollbacks() {
        return rollbacks.get();
    }

    /** From now on, statements whose SQL matches fail with an SQLException instead of running. */
    public CountingDataSource failWhen(Predicate<String> sql) {
        failWhen.set(sql);
        return this;
    }

    /**
     * From now on, runs {@code action} just before each statement whose SQL matches, e.g. to let another node's
     * write land between two statements of the transaction under test.
     */
    public CountingDataSource beforeExecuting(Predicate<String> sql, Runnable action) {
        interception.set(action);
        interceptWhen.set(sql);
        return this;
    }

    /** Zeroes the counters and stops failing and intercepting statements. */
    public void reset() {
        executed.clear();
        commits.set(0);
        rollbacks.set(0);
        failWhen.set(sql -> false);
        interceptWhen.set(sql -> false);
    }

    private InvocationHandler connectionHandler(Connection target) {
        return (proxy, method, args) -> {
            Object result = call(target, method, args);
            String name = method.getName();
            if (name.equals("commit")) {
                commits.incrementAndGet();
            } else if (name.equals("rollback") && (args == null || args.length == 0)) {
                rollbacks.incrementAndGet();
            } else if (result instanceof Statement statement) {
                String preparedSql = name.startsWith("prepare") ? (String) args[0] : null;
                return proxy(method.getReturnType(), statementHandler(statement, preparedSql));
            }
            return result;
        };
    }

    /** Counts a statement's executions; a prepared statement's SQL is known from its creation. */
    private InvocationHandler statementHandler(Statement target, String preparedSql) {
        return (proxy, method, args) -> {
            if (method.getName().startsWith("execute")) {
                String sql = preparedSql != null ? preparedSql : (String) args[0];
                if (interceptWhen.get().test(sql)) {
                    interception.get().run();
                }
                if (failWhen.get().test(sql)) {
                    throw new SQLException("Failure injected by the test for: " + sql, "HY000");
                }
                executed.add(sql);
            }
            return call(target, method, args);
        };
    }

    private static <T> T proxy(Class<T> type, InvocationHandler handler) {
        return type.cast(
                Proxy.newProxyInstance(CountingDataSource.class.getClassLoader(), new Class<?>[] {type}, handler));
    }

    private static Object call(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
