// Shown while the first route (and its remote) loads: part of @adnet/shared/frame.
export { HydrateFallback } from '@adnet/shared/frame';
