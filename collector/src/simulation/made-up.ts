/**
 * Made-up health events as the host records them, for the demo traffic (demo.ts) and the
 * ClickHouse replay (clickhouse/replay.ts): one shape, so the two feeds cannot drift apart.
 */
import { ATTR, type Attributes, EVENTS } from '@adnet/shared/telemetry';
import type { EventInput } from '../ingest/batches';

/**
 * A `remote.load` of `outcome`: a failed one with a runtime code (RUNTIME-003 seven times in
 * ten, else RUNTIME-008) in the entry phase, any other in `expose`; 200–800 ms.
 */
export function madeUpLoad(
  rand: () => number,
  attrs: Attributes,
  outcome: string,
  tsMs: number,
): EventInput {
  return {
    name: EVENTS.remoteLoad,
    tsMs,
    attrs: {
      ...attrs,
      [ATTR.loadOutcome]: outcome,
      [ATTR.loadErrorCode]:
        outcome === 'failed' ? (rand() < 0.7 ? 'RUNTIME-003' : 'RUNTIME-008') : '',
      [ATTR.loadPhase]: outcome === 'failed' ? 'entry' : 'expose',
      [ATTR.loadDuration]: Math.round(200 + rand() * 600),
    },
  };
}
