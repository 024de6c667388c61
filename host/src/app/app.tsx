import { i18n, store } from '@adnet/shared';
import { ArcoProvider } from '@adnet/shared/ui';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type DataRouter, RouterProvider } from 'react-router';
import { DevOverrideBanner } from '../components/dev-override-banner';
import type { Override } from '../remotes/dev-overrides';

export function App({ router, overrides = [] }: { router: DataRouter; overrides?: Override[] }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <ArcoProvider>
            <RouterProvider router={router} />
            <DevOverrideBanner overrides={overrides} />
          </ArcoProvider>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
