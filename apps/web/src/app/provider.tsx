import { DEFAULT_LOCALE } from '@ln/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';

import { Spinner } from '../components/ui/spinner';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import type { Session } from '../features/auth/session';
import { SessionProvider } from '../features/auth/session';

export interface AppProviderProps {
  children: ReactNode;
  /** Defaults to a Polish instance (main.tsx passes one in the visitor's language). */
  i18n?: I18n;
  /** Defaults to a client with the app's query defaults. */
  queryClient?: QueryClient;
  /** Defaults to the session source (lib/session.tsx); tests pass a given user's session. */
  session?: Session;
  /**
   * A page the server rendered (decision 024): no Suspense boundary around the page, on the
   * server and in the browser alike. A boundary is hydrated after the rest, so the session's
   * first update (loading → anonymous) would reach it before it was hydrated, and React would
   * hydrate the server's "loading" markup with the new values, leaving it wrong.
   */
  serverRendered?: boolean;
}

export function AppProvider({
  children,
  i18n,
  queryClient,
  session,
  serverRendered = false,
}: AppProviderProps) {
  const [i18nInstance] = useState(() => i18n ?? initI18n(DEFAULT_LOCALE));
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18nInstance}>
        <SessionProvider session={session}>
          {serverRendered ? children : <Suspense fallback={<Spinner block />}>{children}</Suspense>}
        </SessionProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
