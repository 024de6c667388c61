import { appendFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  type AuditLine,
  appendAudit,
  auditFileOf,
  defaultAuditFile,
  readAudit,
  rolledBackVersions,
} from './audit';

const line = (over: Partial<AuditLine>): AuditLine => ({
  tsMs: 1_000,
  remote: 'wallet',
  version: 'v2',
  action: 'ship',
  actor: 'test',
  from: 'no canary',
  to: 'canary 1 %',
  reason: 'shipped',
  ...over,
});

describe('release audit', () => {
  it('keeps lines in order, by remote and time', () => {
    const db = new Database(':memory:');
    appendAudit(db, line({ tsMs: 2_000, action: 'step', from: 'canary 1 %', to: 'canary 5 %' }));
    appendAudit(db, line({ tsMs: 1_000 }));
    appendAudit(db, line({ tsMs: 1_500, remote: 'plan' }));
    expect(readAudit(db, { remote: 'wallet' }).map((l) => l.action)).toEqual(['ship', 'step']);
    expect(readAudit(db, { sinceMs: 1_500 }).map((l) => l.remote)).toEqual(['plan', 'wallet']);
    expect(readAudit(db)[0]).toEqual(line({}));
  });

  it('reads no lines from a database that never had a release', () => {
    expect(readAudit(new Database(':memory:'))).toEqual([]);
  });

  it('tells the versions rolled back, until shipped again', () => {
    const lines = [
      line({ version: 'v2' }),
      line({ version: 'v2', action: 'rollback' }),
      line({ version: 'v3', action: 'refuse' }),
      line({ version: 'v4', action: 'rollback' }),
      line({ version: 'v4', action: 'ship' }),
      line({ remote: 'plan', version: 'v9', action: 'rollback' }),
      line({ version: 'v5', action: 'deadline', to: 'canary v5 0 %' }),
      line({ version: 'v6', action: 'deadline', to: 'canary v6 25 %, paused' }),
      // a restore puts the previous stable back: the version it replaced counts as rolled back
      line({ version: 'v7', action: 'restore', from: 'stable v7', to: 'stable v1' }),
    ];
    expect([...rolledBackVersions(lines, 'wallet')].sort()).toEqual(['v2', 'v3', 'v5', 'v7']);
  });

  it('is a file of its own beside the config, apart from the telemetry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adnet-audit-'));
    try {
      const config = join(dir, 'app-config.json');
      appendFileSync(config, '{}');
      symlinkSync(config, join(dir, 'link.json'));
      const file = auditFileOf(join(dir, 'link.json'));
      expect(file).toBe(`${auditFileOf(config)}`);
      expect(file.endsWith('app-config.json.release-audit.jsonl')).toBe(true);
      expect(readAudit(file)).toEqual([]);
      appendAudit(file, line({ tsMs: 2_000, action: 'step' }));
      appendAudit(file, line({ tsMs: 1_000 }));
      appendFileSync(file, '{"tsMs": 3000, "remo'); // a line cut short by a crash
      expect(readAudit(file).map((l) => l.action)).toEqual(['ship', 'step']);
      expect(readAudit(file, { remote: 'plan' })).toEqual([]);
      expect(defaultAuditFile({ RELEASE_AUDIT: '/srv/a.jsonl' })).toBe('/srv/a.jsonl');
      expect(defaultAuditFile({ APP_CONFIG: config })).toBe(file);
      expect(defaultAuditFile({ PORT_BASE: '4400' })).toMatch(
        /deploy\/local\/app-config\.4400\.json\.release-audit\.jsonl$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
