package nl.opendk.ebms.perf.load;

/** How the arrivals of one stream are spaced at a given rate. */
public enum ArrivalKind {
    /** Exponential gaps: a Poisson process, as independent senders produce (JMeter's random_arrivals). */
    POISSON,
    /** Equal gaps of 1/rate (JMeter's even_arrivals). */
    EVEN
}
