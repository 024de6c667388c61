// The __name__ remote's standalone page, for its team, in dev mode only: shared/build/rsbuild.ts
// makes this the dev entry (at / on the remote's dev server); production builds use
// src/index.ts, and ./routes never reaches this folder. The async boundary lets the shared
// singletons negotiate before React starts.
import('./bootstrap');
