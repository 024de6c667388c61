// The async boundary: shared singletons negotiate before React starts. The runtime plugin goes
// in first, so that it applies to the host and to every remote container created after it.
// The run-time config and the active language's strings are requested right here, in
// parallel with the shared modules the boundary loads (bootstrap-start.ts).
import { getInstance, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { startLoads } from './bootstrap-start';
import { adnetRuntimePlugin } from './remotes/federation/runtime-plugin';
import { listenForErrors, loadHooks } from './telemetry/recorder';

// Health events (docs/release.md) from the first script on; sent, if at all, once idle.
listenForErrors();
const start = startLoads();

const plugin = adnetRuntimePlugin();
registerGlobalPlugins([plugin]);
getInstance()?.registerPlugins([plugin, loadHooks()]);

void import('./bootstrap').then(({ main }) => main(start));
