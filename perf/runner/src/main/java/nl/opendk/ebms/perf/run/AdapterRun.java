package nl.opendk.ebms.perf.run;

/**
 * One adapter process of a command, for the report.
 *
 * @param cpus the taskset CPU list, or null when not pinned
 * @param databaseMeasured whether the database server's CPU was measured (embedded, or --db-pid given)
 */
record AdapterRun(String name, String cpus, String command, String databaseVersion, boolean databaseMeasured) {}
