// The app frame (layout, header, dialogs) lives in @adnet/shared/shell, shared with the
// remotes' dev-only standalone shells.
export { Layout, useRouteHandle } from '@adnet/shared/shell';
