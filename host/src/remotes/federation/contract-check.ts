/**
 * The shared contract (the second rule of runtime-plugin.ts). Before a remote's entry runs, its
 * manifest's shared requirements are checked against what the host provides; a remote built
 * against a newer contract (say `@adnet/shared` ^1.3.0 on a host with 1.2.0) is refused with a
 * {@link RemoteIncompatibleError}, which the host shows as "this section needs an app update"
 * instead of running it into a TypeError.
 */

import { isContractEntry } from '@adnet/shared/workspace/contract-entries';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { satisfy } from '@module-federation/enhanced/runtime';
import { type Manifest, manifestOfRemote } from './manifests';

export interface Incompatibility {
  pkg: string;
  required: string;
  provided: string;
}

export class RemoteIncompatibleError extends Error {
  constructor(
    readonly remote: string,
    readonly problems: Incompatibility[],
  ) {
    super(
      `remote ${remote} needs ${problems.map((p) => `${p.pkg} ${p.required} (host has ${p.provided})`).join(', ')}`,
    );
    this.name = 'RemoteIncompatibleError';
  }
}

/** Remote name → why it was refused, while it is. */
const incompatible = new Map<string, RemoteIncompatibleError>();

export function incompatibilityOf(remote: string): RemoteIncompatibleError | undefined {
  return incompatible.get(remote);
}

/** A refused build was replaced (a canary left for stable): its refusal is no longer news. */
export function forgetIncompatibility(remote: string) {
  incompatible.delete(remote);
}

/** What the host provides, by package name (its registered share options). */
function hostProvides(host: ModuleFederation): Map<string, string> {
  const out = new Map<string, string>();
  const shared = host.options.shared as Record<string, { version?: string }[]>;
  for (const [pkg, list] of Object.entries(shared)) {
    const version = list[0]?.version;
    if (version) out.set(pkg, version);
  }
  return out;
}

/**
 * What the host checks a remote's requirement against. For the shared contract a remote needs
 * the minor it was built against, never a patch (a patch changes no export): remotes built
 * since shared's build preset says `^MAJOR.MINOR.0` already; one deployed before it says
 * `^1.6.1` when built on 1.6.1 and would otherwise be refused by a 1.6.0 host it runs on.
 * Other singletons (React, the router) keep their ranges as they are.
 */
export function effectiveRequirement(pkg: string, required: string): string {
  if (!isContractEntry(pkg)) return required;
  const m = /^\^(\d+)\.(\d+)\.\d+$/.exec(required.trim());
  return m ? `^${m[1]}.${m[2]}.0` : required;
}

/** Requirements of a remote's manifest that the host's singletons do not meet. */
export function contractProblems(
  manifest: Manifest,
  provided: Map<string, string>,
): Incompatibility[] {
  const problems: Incompatibility[] = [];
  for (const s of manifest.shared ?? []) {
    const have = provided.get(s.name);
    if (!have || !s.singleton || !s.requiredVersion || s.requiredVersion === '*') continue;
    if (!satisfy(have, effectiveRequirement(s.name, s.requiredVersion))) {
      problems.push({ pkg: s.name, required: s.requiredVersion, provided: have });
    }
  }
  return problems;
}

/** Throws (and remembers) a {@link RemoteIncompatibleError} when `name` needs what the host lacks. */
export function checkContract(name: string, host: ModuleFederation) {
  const manifest = manifestOfRemote(name);
  if (!manifest) return;
  const problems = contractProblems(manifest, hostProvides(host));
  if (problems.length) {
    const err = new RemoteIncompatibleError(name, problems);
    incompatible.set(name, err);
    throw err;
  }
  incompatible.delete(name);
}
