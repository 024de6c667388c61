import { APPS, REMOTE_NAMES, type RemoteName } from '../../workspace/apps';

/** Every remote's named prefixes in one object type (the union of the remotes' `prefixes`, merged). */
type RemotePrefixes = (
  (typeof APPS)[RemoteName]['prefixes'] extends infer P
    ? (P extends unknown ? (arg: P) => void : never) extends (arg: infer All) => void
      ? All
      : never
    : never
) extends infer All
  ? { readonly [K in keyof All]: All[K] }
  : never;

/**
 * Header settings of a route (docs/product/routes.md#routes.table), carried in the route's
 * `handle`. The host's header reads the settings of the deepest matched route.
 */
export interface RouteHandle {
  /** i18n key of the title, in `ns`; no title when absent */
  title?: string;
  /** i18n namespace of the title; the owning app's namespace */
  ns?: string;
  /** false: no back arrow; a path: back goes there when a previous page exists */
  back?: false | string;
  /** which right-side icons show; each defaults to true except logout */
  icons?: { service?: boolean; lang?: boolean; bell?: boolean; logout?: boolean };
  /** header drawn transparent over the content */
  transparent?: boolean;
  /** white title and icons (on a dark or image header) */
  whiteText?: boolean;
  /** reachable without a token */
  public?: boolean;
  /** no header at all */
  noHeader?: boolean;
}

/**
 * The paths one app links to in another: the host's pages and each remote's entry routes
 * (its prefixes, by name, from the apps table shared/workspace/apps.ts). A remote's other paths
 * are its own (`src/paths.ts` of the remote, docs/remote.md), so a remote adds a page without
 * a change here.
 */
export const paths = {
  login: '/login',
  register: '/register',
  entry: '/entry',
  ...(Object.assign({}, ...REMOTE_NAMES.map((name) => APPS[name].prefixes)) as RemotePrefixes),
} as const;
