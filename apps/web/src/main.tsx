import './styles.css';
import './components/ui/ui.css';

import { loadCatalogue } from '@ln/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';

import { App } from './app';
import { createAppRouter, createRoutes } from './app/router';
import type { i18n as I18n } from 'i18next';

import {
  addLaterTexts,
  htmlLangFor,
  initI18n,
  localeFromCookieHeader,
  localeFromSearch,
  readStoredLocale,
  storeLocale,
  writeLocaleCookie,
} from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import type { ServerState } from './lib/server-state';
import { hydrateQueries, SERVER_STATE_ELEMENT_ID } from './lib/server-state';
import { yieldToBrowser } from './lib/yield-to-browser';

/**
 * The page's i18next instance, made once its start catalogue is there; routes that need the
 * later texts (router.tsx) may start loading before that and wait for it.
 */
function deferredI18n() {
  let resolve: (i18n: I18n) => void = () => undefined;
  const instance = new Promise<I18n>((done) => {
    resolve = done;
  });
  return {
    ready(i18n: I18n): I18n {
      resolve(i18n);
      return i18n;
    },
    loadLaterTexts: () => instance.then(addLaterTexts),
  };
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
const serverStateElement = document.getElementById(SERVER_STATE_ELEMENT_ID);

/**
 * The route modules of the page the server rendered, loaded before hydrating: the first
 * render must be the server's page, not a lazy route's fallback.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = (await route.lazy()) as Partial<RouteObject>;
      const { Component, loader, handle, ErrorBoundary } = loaded;
      Object.assign(route, {
        lazy: undefined,
        ...(Component ? { Component } : {}),
        ...(loader ? { loader } : {}),
        ...(handle ? { handle } : {}),
        ...(ErrorBoundary ? { ErrorBoundary } : {}),
      });
    }),
  );
}

/** A page the server rendered (decision 024): hydrate it with the server's data. */
async function hydratePage(element: HTMLElement, root: HTMLElement): Promise<void> {
  const state = JSON.parse(element.textContent ?? '{}') as ServerState;
  const stored = readStoredLocale();
  const named = localeFromSearch(window.location.search);
  if (named) {
    // The address names its language (a shared link): it becomes the visitor's choice.
    if (named !== stored) storeLocale(named);
  } else if (stored !== state.locale) {
    // The cookie did not carry the stored choice (set before the mirror existed): mirror it and
    // load the page again in that language, as a change of language does (accounts §1).
    writeLocaleCookie(stored);
    if (localeFromCookieHeader(document.cookie) === stored) {
      window.location.reload();
      return;
    }
  }
  const queryClient = createQueryClient();
  hydrateQueries(queryClient, state.queries);
  const page = deferredI18n();
  const routes = createRoutes(queryClient, { loadLaterTexts: page.loadLaterTexts });
  const [catalogue] = await Promise.all([loadCatalogue(state.locale), loadMatchedRoutes(routes)]);
  const i18n = page.ready(initI18n(state.locale, catalogue));
  const router = createAppRouter(queryClient, {
    hydration: { routes, hydrationData: state.router },
  });
  hydrateRoot(
    root,
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} router={router} serverRendered />
    </StrictMode>,
  );
}

/** A page the browser renders (every route the server leaves to it). */
function renderPage(root: HTMLElement): void {
  const locale = readStoredLocale();
  document.documentElement.lang = htmlLangFor(locale);
  // Keep the cookie the server reads in step with the stored choice.
  if (localeFromCookieHeader(document.cookie) !== locale) writeLocaleCookie(locale);

  // The start-up work runs in short tasks instead of one long one: this module, the router
  // (which starts matching the address at once, so the page's code and data download while
  // React starts; route loaders prefetch into this query client), the texts, then React's
  // first render.
  const queryClient = createQueryClient();
  const page = deferredI18n();

  void yieldToBrowser()
    .then(() => {
      const router = createAppRouter(queryClient, { loadLaterTexts: page.loadLaterTexts });
      // Polish is bundled; another language's catalogue is fetched first (a few KB), so the
      // first render is already in the visitor's language.
      return Promise.all([router, loadCatalogue(locale), yieldToBrowser()]);
    })
    .then(async ([router, catalogue]) => {
      const i18n = page.ready(initI18n(locale, catalogue));
      await yieldToBrowser();
      const reactRoot = createRoot(root);
      // A transition lets React render the first page in slices, yielding to the browser
      // between them, instead of one long task (the header painted by index.html stays until
      // it is done).
      startTransition(() => {
        reactRoot.render(
          <StrictMode>
            <App i18n={i18n} queryClient={queryClient} router={router} />
          </StrictMode>,
        );
      });
    });
}

if (serverStateElement) void hydratePage(serverStateElement, container);
else renderPage(container);
