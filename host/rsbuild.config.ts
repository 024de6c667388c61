import { defineConfig } from '@rsbuild/core';
import { appConfig } from '../shared/build/rsbuild';

// The host exposes nothing and names no remote: remotes are read at run time from the
// deployed app-config.json (deployment data, not build output: see docs/deploy.md and
// host/app-config.example.json), so moving a remote never needs a host rebuild.
export default defineConfig(appConfig({ name: 'host' }));
