/**
 * @adnet/shared/host: set-up that only the host does — where the API lives and what its
 * errors do, the session's core (the only writer of the session atoms, and the controller
 * remotes ask; a remote's dev page runs the same core), the dialog openers, the page's answer to
 * the hybrid shell's system back. Not part of
 * the contract remotes build against: a lint rule (biome.json) keeps remotes from importing
 * it, and it is not a federation shared module (the host bundles it, over the same modules
 * as the `@adnet/shared` it provides).
 */
export { configureApi, installErrorHandler } from './api/client';
export { installSystemBack } from './bridge/hybrid';
export { installDialogOpeners } from './dialogs/registry';
export { reloadFailedStrings, type StringsState, useStringsState } from './i18n/instance';
export {
  installSession,
  refreshSessionAtBoot,
  sessionExpiry,
  startSession,
} from './session-core/session';
