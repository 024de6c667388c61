export const KEEP_DAYS: number;
export function setAside(dist: string): string | undefined;
export function restore(
  dist: string,
  aside: string | undefined,
  days?: number,
  now?: number,
): { kept: number; dropped: number };
export function recover(dist: string): void;
