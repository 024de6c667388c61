// The async boundary: shared singletons negotiate before React starts. The runtime plugin goes
// in first, so that it applies to the host and to every remote container created after it.
import { getInstance, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { adnetRuntimePlugin } from './federation/runtime-plugin';

const plugin = adnetRuntimePlugin();
registerGlobalPlugins([plugin]);
getInstance()?.registerPlugins([plugin]);

import('./bootstrap');
