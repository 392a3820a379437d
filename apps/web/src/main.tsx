import './styles.css';

import { loadCatalogue } from '@ln/i18n';
import { StrictMode } from 'react';
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
  createRoot(container).render(
    <StrictMode>
      <App i18n={initI18n(locale, catalogue)} />
    </StrictMode>,
  );
});
