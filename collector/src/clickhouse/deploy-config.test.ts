/**
 * deploy/otel/collector.yaml keeps the project's limits where our collector has them: the same
 * largest body, CORS for the host's origin only, and both pipelines into the ClickHouse
 * exporter's tables that the ClickHouse store reads.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BODY } from '../ingest/config';
import { LOGS_TABLE } from './schema';

const yaml = readFileSync(new URL('../../../deploy/otel/collector.yaml', import.meta.url), 'utf8');
const setting = (key: string) => new RegExp(`^\\s*${key}:\\s*(.+?)\\s*$`, 'm').exec(yaml)?.[1];

describe('the OpenTelemetry Collector configuration in deploy/otel', () => {
  it("takes at most the collector's largest body", () => {
    expect(Number(setting('max_request_body_size'))).toBe(DEFAULT_MAX_BODY);
  });

  it("answers CORS for the host's origin alone, from the environment", () => {
    // the collector's own syntax for an environment variable
    expect(setting('allowed_origins')).toBe(`["$\{env:ADNET_HOST_ORIGIN}"]`);
    expect(yaml).not.toMatch(/allowed_origins:.*\*/);
  });

  it("sends logs and metrics through the batch to the ClickHouse exporter's tables", () => {
    expect(setting('logs_table_name')).toBe(LOGS_TABLE);
    expect(setting('create_schema')).toBe('true');
    const pipelines = yaml.slice(yaml.indexOf('pipelines:'));
    for (const signal of ['logs', 'metrics']) {
      const block = new RegExp(
        `${signal}:\\s*\\n\\s*receivers: \\[otlp\\]\\s*\\n\\s*processors: \\[memory_limiter, batch\\]\\s*\\n\\s*exporters: \\[clickhouse\\]`,
      );
      expect(pipelines).toMatch(block);
    }
  });
});
