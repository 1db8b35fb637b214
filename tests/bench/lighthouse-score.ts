// Lighthouse's category score recomputed without some audits (the lighthouse bench reports the
// accessibility score both as given and without the spec's viewport rule).

interface ScoredReport {
  categories: Record<string, { auditRefs: readonly { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null } | undefined>;
}

/**
 * A category's score as Lighthouse computes it (the weighted mean of its scored audits; audits
 * that do not apply carry weight 0 in the report, manual ones a null score) without the audits
 * named in `leaveOut`, on Lighthouse's 0-100 scale.
 */
export function categoryScoreWithout(lhr: ScoredReport, cat: string, leaveOut: readonly string[]): number {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight <= 0 || leaveOut.includes(ref.id) || !audit || audit.score === null) continue;
    weighted += ref.weight * audit.score;
    weights += ref.weight;
  }
  return weights > 0 ? Math.round((weighted / weights) * 100) : NaN;
}
