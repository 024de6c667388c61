/** The __name__ remote's routes, mounted by the host under __prefix__. */
import { type RouteHandle, registerNamespace, resource } from '@adnet/shared';
import type { RouteObject } from 'react-router';
import { homeApi } from './features/home/api';
import type { HomeData } from './pages/home-page';
import { paths } from './paths';

/** This remote's i18n namespace: its federation name (registered here, named by every `t`). */
const NAMESPACE = '__name__';

void registerNamespace(NAMESPACE, (lng) => import(`./locales/${lng}.json`));

export const routes: RouteObject[] = [
  {
    path: paths.__key__,
    // the merchant's names, in parallel with the page's code
    loader: (): HomeData => ({
      names: resource(() => homeApi.names({}, { silent: true })),
    }),
    lazy: async () => ({ Component: (await import('./pages/home-page')).HomePage }),
    handle: { title: 'home.title', ns: NAMESPACE } satisfies RouteHandle,
  },
];

/** A preview build's label (ADNET_BUILD_LABEL at build time), shown by the host; '' for a release. */
export const buildLabel: string = process.env.ADNET_BUILD_LABEL ?? '';
