/**
 * Which store `pnpm health` and `pnpm release` read, and how ClickHouse is reached: the one
 * parser of those settings (flags, else the environment). Nothing here loads the ClickHouse
 * client: the SQLite default never does (report/stores.ts loads it for `--store clickhouse`).
 *
 * | variable              | default                 |
 * | --------------------- | ----------------------- |
 * | `CLICKHOUSE_URL`      | `http://localhost:8123` |
 * | `CLICKHOUSE_DATABASE` | `otel`                  |
 * | `CLICKHOUSE_USER`     | `default`               |
 * | `CLICKHOUSE_PASSWORD` | empty                   |
 */

export const STORES = ['sqlite', 'clickhouse'] as const;
export type StoreKind = (typeof STORES)[number];

/** `--store`'s value (else the command's variable, `HEALTH_STORE` or `RELEASE_STORE`); bad throws. */
export function storeKind(value: string | undefined): StoreKind {
  const kind = value === undefined || value === '' ? 'sqlite' : value;
  if (!(STORES as readonly string[]).includes(kind)) {
    throw new Error(`--store: ${STORES.join(' or ')}, got "${value}"`);
  }
  return kind as StoreKind;
}

export interface ClickHouseSettings {
  url: string;
  database: string;
  username: string;
  password: string;
}

export function clickhouseSettings(
  env: NodeJS.ProcessEnv = process.env,
  flags: Partial<ClickHouseSettings> = {},
): ClickHouseSettings {
  return {
    url: flags.url ?? env.CLICKHOUSE_URL ?? 'http://localhost:8123',
    database: flags.database ?? env.CLICKHOUSE_DATABASE ?? 'otel',
    username: flags.username ?? env.CLICKHOUSE_USER ?? 'default',
    password: flags.password ?? env.CLICKHOUSE_PASSWORD ?? '',
  };
}

/** The server's URL without its credentials, for a person to read. */
export const describe = (s: ClickHouseSettings) => {
  const url = new URL(s.url);
  url.username = '';
  url.password = '';
  return `${url.origin}, database ${s.database}`;
};
