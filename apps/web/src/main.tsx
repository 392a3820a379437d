import './styles.css';

import { loadCatalogue } from '@ln/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app';
import { htmlLangFor, initI18n, readStoredLocale } from './lib/i18n';

const locale = readStoredLocale();
document.documentElement.lang = htmlLangFor(locale);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// Polish is bundled; another language's catalogue is fetched first (a few KB), so the first
// render is already in the visitor's language.
void loadCatalogue(locale).then((catalogue) => {
  const root = createRoot(container);
  // A transition lets React render the first page in slices, yielding to the browser between
  // them, instead of one long task (the header painted by index.html stays until it is done).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App i18n={initI18n(locale, catalogue)} />
      </StrictMode>,
    );
  });
});
