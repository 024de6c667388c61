/**
 * @adnet/shared/frame: the app frame — layout with the auth guard, the header
 * (docs/product/routes.md#routes.header)
 * (back, title, customer service, language, bell, logout), the language sheet, the global
 * dialogs and the start-up fallback. The host renders it around every route; a remote's
 * dev page (`@adnet/shared/frame/dev`) renders the same frame around its own routes. Remotes' production code never imports it (the host owns the frame at run time).
 */
export { HydrateFallback } from './hydrate-fallback';
export { Layout, useRouteHandle } from './layout';
