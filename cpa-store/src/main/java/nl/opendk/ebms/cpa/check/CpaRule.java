package nl.opendk.ebms.cpa.check;

import nl.opendk.ebms.cpa.model.Cpa;

/** A group of related checks on a parsed CPA. Must cope with any value of the model being null or empty. */
interface CpaRule {

    void check(Cpa cpa, Findings findings);
}
