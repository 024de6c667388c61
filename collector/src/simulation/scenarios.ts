/**
 * The releases the verdict's promises are measured on: simulation.test.ts holds them,
 * `pnpm exec tsx collector/src/scenarios.ts` prints what they measure (the table of
 * collector/README.md, "Held by simulation"). Seeded: the same figures on every machine.
 */
import { pathToFileURL } from 'node:url';
import { THRESHOLDS as T, type Thresholds } from '../verdict/thresholds';
import { type Build, quantile, type Release, seeded, simulate } from './simulate';

/** A release's steps as the controller takes them (1 → 5 → 25 → 50 %), 800 canary sessions. */
export const STEPS = [
  { share: 0.01, canarySessions: 40 },
  { share: 0.05, canarySessions: 160 },
  { share: 0.25, canarySessions: 200 },
  { share: 0.5, canarySessions: 400 },
];

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

/** A/A: the canary is stable's build, at each base rate, 400 releases each. */
export const aa = () =>
  BASES.map(([failure, error], i) => {
    const build: Build = { failure, error };
    return rollBacks(100 + i, 400, { steps: STEPS, canary: build, stable: build, batch: 20 });
  });

/** A canary failing `canary` of its sessions against stable's 1 %, at `share`. */
export const worse = (seed: number, canary: number, share: number, stable = 0.01) =>
  rollBacks(seed, 1000, {
    steps: at(share, 2000),
    canary: { failure: canary },
    stable: { failure: stable },
    batch: share < 0.05 ? 10 : 20,
  });

/** A canary whose every session fails (its every view throws), at `share`. */
export const broken = (share: number) =>
  rollBacks(500, 200, {
    steps: at(share, 50),
    canary: { failure: 1, error: 1 },
    stable: { failure: 0.01, error: 0.02 },
    batch: 1,
  });

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

/** Every figure of the README's table, in words. */
export function figures(): string[] {
  const all = aa();
  const total = all.reduce((a, r) => a + r.count, 0);
  const q = (r: { sessions: number[] }, p: number) => quantile(r.sessions, p);
  const ten = worse(300, 0.1, 0.01);
  const five = worse(400, 0.05, T.promoteShare);
  const loose = asFastLoose();
  return [
    `A/A: ${total} of 2,000 rolled back (${all.map((r) => r.count).join(', ')} by base rate)`,
    `10 % vs 1 % at 1 %: median ${q(ten, 0.5)}, 90 % by ${q(ten, 0.9)}; at 5 %: median ${q(worse(301, 0.1, 0.05), 0.5)}`,
    `5 % vs 1 % at 5 %: median ${q(five, 0.5)}, 90 % by ${q(five, 0.9)}`,
    `4 % vs 2 % at 5 %: median ${q(worse(402, 0.04, 0.05, 0.02), 0.5)}`,
    ...[0.01, 0.05, 0.5, 0.95].map((s) => {
      const r = broken(s);
      return `every session fails at ${s * 100} %: median ${q(r, 0.5)}, at most ${q(r, 1)}`;
    }),
    `LCP slower (P = 0.7): ${(slower().share * 100).toFixed(1)} % at the first look`,
    `as fast, α = 10 %, no gate: LCP ${loose.rules.lcp ?? 0}, INP ${loose.rules.inp ?? 0} of 1,000`,
    `as fast, real thresholds: ${asFastReal().count} of 1,000`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of figures()) console.log(line);
}
