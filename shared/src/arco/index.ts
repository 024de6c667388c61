/**
 * @adnet/shared/arco: the Arco components remotes use, as one shared module (contract 1.8.0).
 *
 * A remote takes Arco from here, never from `@arco-design/mobile-react` (Biome refuses that
 * import in a remote's sources). The host provides this module, so every remote draws with the
 * host's copy of each component: one Arco context (the locale, and `createRoot` for imperative
 * dialogs under React 19) and no second download. Before 1.8.0 every Arco component was a
 * shared module of its own: each remote entry carried the share table of them all and the
 * first visit of a remote fetched them one request each (docs/performance.md, "Shared keys").
 *
 * The host loads this module only when a remote asks for it: the login and the frame use the
 * kit of `@adnet/shared/ui`, which imports Arco itself. A component a remote starts to use is
 * added here (a minor of the contract: the remote needs a host that has it).
 */
import {
  ActionSheet,
  Badge,
  Button,
  Cell,
  Dialog,
  Grid,
  Image,
  ImagePicker,
  Progress,
  Radio,
  Rate,
  Skeleton,
  Steps,
  Tabs,
} from '@arco-design/mobile-react';
import IconSuccessCircle from '@arco-design/mobile-react/esm/icon/IconSuccessCircle';

export type { ButtonRef } from '@arco-design/mobile-react/esm/button';
export type { ImagePickItem } from '@arco-design/mobile-react/esm/image-picker';
export {
  ActionSheet,
  Badge,
  Button,
  Cell,
  Dialog,
  Grid,
  IconSuccessCircle,
  Image,
  ImagePicker,
  Progress,
  Radio,
  Rate,
  Skeleton,
  Steps,
  Tabs,
};
