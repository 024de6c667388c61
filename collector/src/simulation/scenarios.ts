/**
 * The releases the verdict's promises are measured on: simulation.test.ts holds them and
 * prints what they measure, `pnpm exec tsx collector/src/simulation/scenarios.ts` prints the
 * same lines (the table of collector/README.md, "Held by simulation"). Seeded: the same figures
 * on every machine. Merchants come back for several sessions and a share of them is on a bad
 * network (failures correlated at the ICC of thresholds.ts), as in production.
 */
import { pathToFileURL } from 'node:url';
import { DESIGN_STEPS, THRESHOLDS as T, type Thresholds } from '../verdict/thresholds';
import { type Build, type Population, quantile, type Release, seeded, simulate } from './simulate';

/** 20,000 merchants, their failures correlated at the planning ICC. */
export const MERCHANTS: Population = { merchants: 20_000, icc: T.icc };

/** The design plan's shares below 100 % (1, 5, 25, 50 %). */
export const SHARES = DESIGN_STEPS.filter((s) => s < 100).map((s) => s / 100);

/** A release's steps as the controller takes them (1 → 5 → 25 → 50 %), 800 canary sessions. */
export const STEPS = SHARES.map((share, i) => ({
  share,
  canarySessions: [40, 160, 200, 400][i] ?? 400,
}));

const at = (share: number, canarySessions: number) => [{ share, canarySessions }];

/** `runs` releases read after every batch: when each was first told "roll back", and by which rules. */
export function rollBacks(seed: number, runs: number, release: Release, t: Thresholds = T) {
  const rand = seeded(seed);
  const sessions: number[] = [];
  const rules: Record<string, number> = {};
  for (let i = 0; i < runs; i++) {
    const o = simulate(rand, { stopAt: ['roll back'], ...release }, t);
    sessions.push(o.rolledBackAt ?? Number.POSITIVE_INFINITY);
    for (const rule of o.monitor.fired()) rules[rule] = (rules[rule] ?? 0) + 1;
  }
  const count = sessions.filter((n) => n !== Number.POSITIVE_INFINITY).length;
  return { sessions, count, share: count / runs, rules };
}

/** Base rates of failed and error sessions, from none to a bad day on phone networks. */
export const BASES: [number, number][] = [
  [0, 0],
  [0.005, 0.01],
  [0.01, 0.02],
  [0.02, 0.05],
  [0.05, 0.1],
];

/** A/A: the canary is stable's build, at each base rate, 200 releases each, merchants correlated. */
export const aa = (runs = 200) =>
  BASES.map(([failure, error], i) => {
    const build: Build = { failure, error };
    return rollBacks(100 + i, runs, {
      steps: STEPS,
      canary: build,
      stable: build,
      batch: 20,
      population: MERCHANTS,
    });
  });

/** A canary failing `canary` of its sessions against stable's `stable`, at `share`. */
export const worse = (seed: number, canary: number, share: number, stable = 0.01, runs = 100) =>
  rollBacks(seed, runs, {
    steps: at(share, 2000),
    maxSessions: 2000 / share,
    canary: { failure: canary },
    stable: { failure: stable },
    batch: Math.max(1, Math.round(2 / share)),
    population: MERCHANTS,
  });

/** A canary whose every session fails (its every view throws), at `share`. */
export const broken = (share: number, runs = 200) =>
  rollBacks(500, runs, {
    steps: at(share, 50),
    canary: { failure: 1, error: 1 },
    stable: { failure: 0.01, error: 0.02 },
    batch: 1,
  });

/**
 * The try-it path of docs/release.md: a dozen merchants, each visit a fresh browser (a key of
 * its own), plan 25 → 50 → 100 % with a trial's `--promote-sessions 3` and 3 sessions a step,
 * the verdict read every 4 sessions; the canary fails every session, stable none.
 */
export const renderFault = (runs = 500) => {
  const rand = seeded(800);
  const trial = { ...T, promoteSessions: 3 };
  const failedAt: number[] = [];
  let widened = 0;
  let reached = 0;
  for (let i = 0; i < runs; i++) {
    const o = simulate(
      rand,
      {
        steps: [0.25, 0.5, 1].map((share) => ({ share, canarySessions: 200 })),
        canary: { failure: 1, error: 1 },
        stable: { failure: 0, error: 0 },
        batch: 4,
        population: { merchants: 12, icc: 0, freshKeys: true },
        walk: { minSessions: 3 },
        stopAt: ['roll back'],
        maxSessions: 2000,
      },
      trial,
    );
    if (o.step > 0 || o.promotedAt) widened++;
    if (o.monitor.canarySessions > 0) reached++;
    if (o.rolledBackAt !== null) failedAt.push(o.rolledBackAt);
  }
  return { runs, reached, widened, failedAt };
};

/** A healthy canary (1 % failed, 2 % error sessions, as stable) walking the design plan. */
export const healthy = (runs = 60) => {
  const rand = seeded(700);
  const build: Build = { failure: 0.01, error: 0.02 };
  const sessions: number[] = [];
  const merchants: number[] = [];
  let rolledBack = 0;
  for (let i = 0; i < runs; i++) {
    const o = simulate(
      rand,
      {
        steps: DESIGN_STEPS.map((s) => ({ share: s / 100, canarySessions: 20_000 })),
        canary: build,
        stable: build,
        batch: 100,
        population: MERCHANTS,
        walk: { minSessions: 40 },
        stopAt: ['roll back'],
      },
      T,
    );
    sessions.push(o.promotedAt?.sessions ?? Number.POSITIVE_INFINITY);
    merchants.push(o.promotedAt?.merchants ?? Number.POSITIVE_INFINITY);
    if (o.rolledBackAt !== null) rolledBack++;
  }
  return { runs, sessions, merchants, rolledBack };
};

/**
 * Promotion's miss: a canary failing `canary` against stable's `stable` (4 % against 2 %,
 * worse by the margin), read every batch at a 25 % share for up to 4,000 canary sessions: how
 * often a reading says "promote" before any says "roll back".
 */
export const promotedWorse = (canary = 0.04, stable = 0.02, runs = 200) => {
  const rand = seeded(900);
  let promoted = 0;
  let rolledBack = 0;
  for (let i = 0; i < runs; i++) {
    const o = simulate(
      rand,
      {
        steps: at(0.25, 4000),
        canary: { failure: canary, error: 0.02 },
        stable: { failure: stable, error: 0.02 },
        batch: 20,
        population: MERCHANTS,
        stopAt: ['promote', 'roll back'],
      },
      T,
    );
    if (o.verdict === 'promote') promoted++;
    if (o.verdict === 'roll back') rolledBack++;
  }
  return { runs, promoted, rolledBack };
};

/** LCP slower with P(canary sample > stable sample) = 0.7 (log-normal, σ = 0.5, shifted 0.741σ). */
export const slower = () =>
  rollBacks(600, 2000, {
    steps: at(T.vitalCanaryShare, T.vitalMinSamples),
    canary: { failure: 0, lcp: 2000 * Math.exp(0.741 * 0.5) },
    stable: { failure: 0, lcp: 2000 },
    batch: 20,
  });

const asFast: Release = {
  steps: at(0.25, 4 * T.vitalMinSamples),
  canary: { failure: 0, lcp: 2000, inp: 150 },
  stable: { failure: 0, lcp: 2000, inp: 150 },
  batch: 20,
};

/** LCP and INP as fast as stable, at α = 10 % each and without the effect-size gate. */
export const asFastLoose = () =>
  rollBacks(201, 1000, asFast, {
    ...T,
    ...{ alphaLcp: 0.1, alphaInp: 0.1, lcpWorseRatio: 1, lcpWorseByMs: 0 },
    ...{ inpWorseRatio: 1, inpWorseByMs: 0 },
  });

/** The same at the real thresholds. */
export const asFastReal = () => rollBacks(200, 1000, asFast);

const pct = (x: number) => `${Number((100 * x).toFixed(1))} %`;
const q = (xs: number[], p: number) => {
  const v = quantile(xs, p);
  return Number.isFinite(v) ? v.toLocaleString('en') : 'never';
};

/** Every figure of the README's table, in words. */
export function figures(): string[] {
  const all = aa();
  const total = all.reduce((a, r) => a + r.count, 0);
  const lines = [
    `A/A (merchants, ICC ${T.icc}): ${total} of 1,000 rolled back (${all.map((r) => r.count).join(', ')} by base rate)`,
  ];
  for (const [canary, seed] of [
    [0.1, 300],
    [0.05, 400],
  ] as const) {
    const each = SHARES.map((share, i) => {
      const r = worse(seed + i, canary, share);
      return `at ${pct(share)}: median ${q(r.sessions, 0.5)}, 90 % by ${q(r.sessions, 0.9)}`;
    });
    lines.push(`${pct(canary)} vs 1 %, canary sessions to roll back ${each.join('; ')}`);
  }
  const h = healthy();
  lines.push(
    `healthy (1 %/2 % as stable), plan ${DESIGN_STEPS.join(' → ')} %: promoted in ${h.runs - h.sessions.filter((s) => !Number.isFinite(s)).length} of ${h.runs}, after median ${q(h.sessions, 0.5)} canary sessions (90 % by ${q(h.sessions, 0.9)}) from median ${q(h.merchants, 0.5)} merchants; rolled back ${h.rolledBack}`,
  );
  const w = promotedWorse();
  lines.push(
    `4 % vs 2 % at 25 %: promoted ${w.promoted} of ${w.runs} (${pct(w.promoted / w.runs)}), rolled back ${w.rolledBack}`,
  );
  const rf = renderFault();
  lines.push(
    `render fault, 12 merchants, plan 25 → 50 → 100 %, --promote-sessions 3: widened ${rf.widened} of ${rf.reached}; rolled back after median ${q(rf.failedAt, 0.5)}, at most ${q(rf.failedAt, 1)} failed canary sessions`,
  );
  for (const s of [0.01, 0.05, 0.5, 0.95]) {
    const r = broken(s);
    lines.push(
      `every session fails at ${pct(s)}: median ${q(r.sessions, 0.5)}, at most ${q(r.sessions, 1)}`,
    );
  }
  const loose = asFastLoose();
  lines.push(
    `LCP slower (P = 0.7): ${pct(slower().share)} at the first look`,
    `as fast, α = 10 %, no gate: LCP ${loose.rules.lcp ?? 0}, INP ${loose.rules.inp ?? 0} of 1,000`,
    `as fast, real thresholds: ${asFastReal().count} of 1,000`,
  );
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of figures()) console.log(line);
}
