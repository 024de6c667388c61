/** Settings from the environment, and the host's config pointing at the same collector. */
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeConfig } from '#repo/shared/workspace/ports.ts';
import { DEFAULT_MAX_BODY, defaultDbFile, settingsFromEnv } from './config';

const savedBase = process.env.PORT_BASE;
afterEach(() => {
  if (savedBase === undefined) delete process.env.PORT_BASE;
  else process.env.PORT_BASE = savedBase;
});

describe('settingsFromEnv', () => {
  it('defaults to PORT_BASE + 11, the local host origins, 512 KiB and a file per port', () => {
    expect(settingsFromEnv({})).toEqual({
      port: 3011,
      origins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      maxBody: DEFAULT_MAX_BODY,
      dbFile: defaultDbFile(3011),
    });
    expect(DEFAULT_MAX_BODY).toBe(512 * 1024);
    expect(defaultDbFile(3011)).toMatch(/collector\/data\/telemetry-3011\.sqlite$/);
    const moved = settingsFromEnv({ PORT_BASE: '4200' });
    expect(moved.port).toBe(4211);
    expect(moved.origins).toEqual(['http://localhost:4200', 'http://127.0.0.1:4200']);
    expect(moved.dbFile).toBe(defaultDbFile(4211));
  });

  it('takes COLLECTOR_ORIGINS, COLLECTOR_MAX_BODY, COLLECTOR_DB and COLLECTOR_PORT', () => {
    const s = settingsFromEnv({
      COLLECTOR_ORIGINS: 'https://merchant.example.com/, http://localhost:3020',
      COLLECTOR_MAX_BODY: '1024',
      COLLECTOR_DB: '/tmp/x.sqlite',
      COLLECTOR_PORT: '9999',
    });
    expect(s).toEqual({
      port: 9999,
      origins: ['https://merchant.example.com', 'http://localhost:3020'],
      maxBody: 1024,
      dbFile: '/tmp/x.sqlite',
    });
  });

  it('refuses a size that is not a positive whole number', () => {
    for (const bad of ['0', '-1', '1.5', 'lots']) {
      expect(() => settingsFromEnv({ COLLECTOR_MAX_BODY: bad }), bad).toThrow(/COLLECTOR_MAX_BODY/);
    }
  });

  it("is where the host's local app-config.json sends telemetry", () => {
    for (const base of ['3000', '4200']) {
      process.env.PORT_BASE = base;
      const { telemetry } = runtimeConfig();
      expect(telemetry.sampleRate).toBe(1);
      expect(new URL(telemetry.endpoint).port).toBe(
        String(settingsFromEnv({ PORT_BASE: base }).port),
      );
    }
  });
});
