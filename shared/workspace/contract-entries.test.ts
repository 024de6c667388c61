import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ENTRIES, isContractEntry } from './contract-entries';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the contract entries', () => {
  it('are each an export of @adnet/shared', () => {
    const { exports } = JSON.parse(read('../package.json')) as { exports: Record<string, string> };
    for (const entry of CONTRACT_ENTRIES) {
      expect(exports).toHaveProperty([`.${entry.slice('@adnet/shared'.length)}`]);
    }
  });

  it('are told apart from every other shared module', () => {
    for (const entry of CONTRACT_ENTRIES) expect(isContractEntry(entry)).toBe(true);
    for (const other of ['@adnet/shared/host', '@adnet/shared/frame', 'react', '@adnet/shared/']) {
      expect(isContractEntry(other)).toBe(false);
    }
  });

  it('are counted and named as they are in docs/remote-contract.md', () => {
    const words = ['none', 'one', 'two', 'three', 'four', 'five', 'six'];
    const doc = read('../../docs/remote-contract.md');
    const start = doc.indexOf('The contract has ');
    const paragraph = doc.slice(start, doc.indexOf('\n\n', start));
    expect(paragraph).toContain(`The contract has ${words[CONTRACT_ENTRIES.length]} entries`);
    for (const entry of CONTRACT_ENTRIES) expect(paragraph).toContain(`\`${entry}\``);
  });
});
