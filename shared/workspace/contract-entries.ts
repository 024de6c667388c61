/**
 * The entries of the shared contract, versioned together
 * (docs/remote-contract.md#2-what-a-remote-may-import-the-shared-contract-versioned): what
 * every app shares as one singleton each (shared/build/federation.ts) and what the host's
 * contract check reads at run time (host/src/remotes/federation/contract-check.ts). Written
 * once, here, in a file without Node imports so that the host's browser code can import it.
 */
export const CONTRACT_ENTRIES = [
  '@adnet/shared',
  '@adnet/shared/ui',
  '@adnet/shared/arco',
] as const;

export type ContractEntry = (typeof CONTRACT_ENTRIES)[number];

/** True when `pkg` is an entry of the shared contract. */
export function isContractEntry(pkg: string): pkg is ContractEntry {
  return (CONTRACT_ENTRIES as readonly string[]).includes(pkg);
}
