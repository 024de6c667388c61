// The app frame (layout, header, dialogs) lives in @adnet/shared/frame, shared with the
// remotes' dev pages.
export { Layout, useRouteHandle } from '@adnet/shared/frame';
