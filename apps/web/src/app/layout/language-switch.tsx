import type { Locale } from '@ln/i18n';
import { DEFAULT_LOCALE, isLocale } from '@ln/i18n';
import { useTranslation } from 'react-i18next';

import { storeLocale } from '../../lib/i18n';
import { reloadPage } from '../../lib/reload-page';

const OPTIONS = [
  { locale: 'pl-PL', text: 'LANGUAGE.PL', label: 'LANGUAGE.SWITCH_TO_PL' },
  { locale: 'en-EN', text: 'LANGUAGE.EN', label: 'LANGUAGE.SWITCH_TO_EN' },
] as const satisfies readonly { locale: Locale; text: string; label: string }[];

/** PL/EN buttons. The choice is stored in localStorage and the page reloads in that language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;

  const choose = (locale: Locale) => {
    if (locale === current) return;
    storeLocale(locale);
    reloadPage();
  };

  return (
    <nav className="language-switch" aria-label={t('LANGUAGE.SWITCH_LABEL')}>
      <ul className="language-switch__list">
        {OPTIONS.map((option) => (
          <li key={option.locale}>
            <button
              type="button"
              className="language-switch__button"
              aria-label={t(option.label)}
              aria-pressed={option.locale === current}
              onClick={() => choose(option.locale)}
            >
              {t(option.text)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
