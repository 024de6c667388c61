import { defineConfig } from '@rsbuild/core';
import { appConfig } from '../shared/build/rsbuild';

// Exposes its route objects; the host mounts them under the prefixes app-config.json names.
export default defineConfig(
  appConfig({ name: '__name__', exposes: { './routes': './src/routes.tsx' } }),
);
