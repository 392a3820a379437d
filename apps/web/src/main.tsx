import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app';
import { htmlLangFor, initI18n, readStoredLocale } from './lib/i18n';

const locale = readStoredLocale();
document.documentElement.lang = htmlLangFor(locale);
const i18n = initI18n(locale);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
