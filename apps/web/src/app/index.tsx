import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

import { AppProvider } from './provider';
import type { AppBrowserRouter } from './router';
import { AppRouter } from './router';

export function App({
  i18n,
  queryClient,
  router,
  serverRendered,
}: {
  i18n?: I18n;
  queryClient?: QueryClient;
  /** Created with `queryClient` (its loaders prefetch into that client). */
  router?: AppBrowserRouter;
  /** The page came rendered from the server (see AppProvider). */
  serverRendered?: boolean;
}) {
  return (
    <AppProvider i18n={i18n} queryClient={queryClient} serverRendered={serverRendered}>
      <AppRouter router={router} />
    </AppProvider>
  );
}
