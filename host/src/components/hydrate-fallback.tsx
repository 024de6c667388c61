// Shown while the first route (and its remote) loads: part of @adnet/shared/shell.
export { HydrateFallback } from '@adnet/shared/shell';
