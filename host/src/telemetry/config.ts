/**
 * Where health events go (docs/release.md): OTLP/HTTP JSON; no endpoint, nothing is sent.
 * Part of the host's `app-config.json` (remotes/runtime-config.ts); read by the agent when it
 * starts (agent.ts `readTelemetry`), so the start path does not pay for it.
 */
export interface TelemetryConfig {
  /** The collector's base URL; `/v1/logs` and `/v1/metrics` are appended. */
  endpoint?: string;
  /** The share of page sessions that send anything, 0 to 1 (1 when absent). */
  sampleRate?: number;
  /** false: nothing is recorded or sent, whatever the rest says. */
  enabled?: boolean;
}
