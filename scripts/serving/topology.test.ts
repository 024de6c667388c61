import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { APP_NAMES, APPS, REMOTE_NAMES } from '../../shared/workspace/apps';
import { appPort } from '../../shared/workspace/ports';
import { shellTopology } from './topology';

/** What bash makes of the printed lines: the named variables after `eval`. */
function evaluated(text: string, names: string[]): string[] {
  const script = `eval "$1"; ${names.map((n) => `printf '%s\\n' "$${n}"`).join('; ')}`;
  const run = spawnSync('bash', ['-c', script, 'bash', text], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trimEnd().split('\n');
}

describe('scripts/serving/topology.ts (the ports for shell scripts)', () => {
  it('gives bash the ports and folders of the apps on a base', () => {
    expect(
      evaluated(shellTopology(4500), [
        'PORT_BASE',
        'DEFAULT_PORT_BASE',
        'HOST_PORT',
        'WALLET_PORT',
        'API_PORT',
        'COLLECTOR_PORT',
        'REMOTE_PORTS',
        'APP_DIRS',
      ]),
    ).toEqual([
      '4500',
      '3000',
      '4500',
      '4503',
      '4510',
      '4511',
      REMOTE_NAMES.map((name) => appPort(name, 4500)).join(' '),
      APP_NAMES.map((name) => APPS[name].dir).join(' '),
    ]);
    // the four remotes of the first release, in order, then any added later
    expect(APP_NAMES.slice(0, 5).map((name) => APPS[name].dir)).toEqual([
      'host',
      'remote-adcenter',
      'remote-plan',
      'remote-wallet',
      'remote-messaging',
    ]);
  });
});
