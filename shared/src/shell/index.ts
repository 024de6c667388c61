/**
 * @adnet/shared/shell: the app frame — layout with the auth guard, the header of SPEC §2
 * (back, title, customer service, language, bell, logout), the language sheet, the global
 * dialogs and the start-up fallback. The host renders it around every route; a remote's
 * dev-only standalone shell (`@adnet/shared/shell/dev`) renders the same frame around its own
 * routes. Remotes' production code never imports it (the host owns the frame at run time).
 */
export { GlobalDialogs } from './global-dialogs';
export { Header } from './header';
export { HydrateFallback } from './hydrate-fallback';
export { LanguageSheet, rowsForHalfHeight } from './language-sheet';
export { Layout, useRouteHandle } from './layout';
export { OfflineBanner, useOnline } from './offline-banner';
