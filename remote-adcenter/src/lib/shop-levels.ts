/** Shop levels 0..5 (stars). What each means is this app's choice: see README.md. */
export const SHOP_LEVELS = [0, 1, 2, 3, 4, 5] as const;
export const MAX_SHOP_LEVEL = 5;

export function clampLevel(level: unknown): number {
  const n = typeof level === 'number' && Number.isFinite(level) ? Math.round(level) : 0;
  return Math.min(MAX_SHOP_LEVEL, Math.max(0, n));
}
