import './styles.css';
import './components/ui/ui.css';

import { loadCatalogue } from '@ln/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app';
import { createAppRouter } from './app/router';
import { htmlLangFor, initI18n, readStoredLocale } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { yieldToBrowser } from './lib/yield-to-browser';

const locale = readStoredLocale();
document.documentElement.lang = htmlLangFor(locale);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The start-up work runs in short tasks instead of one long one: this module, the router
// (which starts matching the address at once, so the page's code and data download while
// React starts; route loaders prefetch into this query client), the texts, then React's first
// render.
const queryClient = createQueryClient();

void yieldToBrowser()
  .then(() => {
    const router = createAppRouter(queryClient);
    // Polish is bundled; another language's catalogue is fetched first (a few KB), so the
    // first render is already in the visitor's language.
    return Promise.all([router, loadCatalogue(locale), yieldToBrowser()]);
  })
  .then(async ([router, catalogue]) => {
    const i18n = initI18n(locale, catalogue);
    await yieldToBrowser();
    const root = createRoot(container);
    // A transition lets React render the first page in slices, yielding to the browser between
    // them, instead of one long task (the header painted by index.html stays until it is done).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App i18n={i18n} queryClient={queryClient} router={router} />
        </StrictMode>,
      );
    });
  });
