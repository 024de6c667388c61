/**
 * Every number the health verdict uses, in one place. `verdictOf` (report.ts) reads only these;
 * collector/README.md lists them in a table that a unit test keeps equal to this object.
 *
 * The order of the rules: roll back first (a broken build must not wait for more traffic),
 * then hold (too little data to call it healthy), else promote.
 */
export const THRESHOLDS = {
  /**
   * Loads before the failure rate counts: one failed load of two is a dropped connection as
   * often as a broken build, three attempts make a pattern worth acting on.
   */
  minLoads: 3,
  /**
   * Roll back above this share of failed loads (failed / every attempt). A healthy remote on a
   * phone network still loses the odd load to the network (each failure is shown with its
   * retry), so 0 is not the bar; beyond 1 in 20 the build or its deployment is at fault.
   */
  maxLoadFailureRate: 0.05,
  /**
   * Page views before rates per view (errors per 1,000) count, and before a remote with clean
   * figures may be promoted: 20 views is a few merchants' worth of navigation, enough for an
   * error that hits every visit of a route to have shown itself.
   */
  minViews: 20,
  /**
   * Roll back above this many errors per 1,000 views (1 error in 20 views). Healthy builds
   * log a few errors from extensions and flaky networks; a build that throws on a common path
   * is far beyond this.
   */
  maxErrorsPer1000Views: 50,
  /**
   * Samples of a vital, on each side (canary and stable), before their p75 are compared: a
   * p75 of fewer than 5 samples is one slow phone.
   */
  minVitalSamples: 5,
  /**
   * A canary's p75 LCP is "clearly worse" than stable's when it is both this many times
   * stable's and at least `lcpWorseByMs` slower: the ratio ignores noise on a fast remote, the
   * margin ignores a large ratio of small numbers.
   */
  lcpWorseRatio: 1.25,
  /** ...and at least this much slower, in ms (web.dev's LCP "good" band is 2,500 ms wide). */
  lcpWorseByMs: 250,
  /** The same for INP: this many times stable's p75... */
  inpWorseRatio: 1.25,
  /** ...and at least this much slower, in ms (INP's "good" ends at 200 ms). */
  inpWorseByMs: 50,
} as const;

export type Thresholds = { readonly [K in keyof typeof THRESHOLDS]: number };
