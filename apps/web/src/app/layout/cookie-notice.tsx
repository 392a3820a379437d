import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { COOKIE_NOTICE_MAX_AGE_DAYS, COOKIE_NOTICE_NAME } from '../../config/app';

function noticeClosed(): boolean {
  return document.cookie
    .split(';')
    .some((part) => part.trim().startsWith(`${COOKIE_NOTICE_NAME}=`));
}

/** Shown until closed; closing stores a flag (a cookie) for 365 days (§4, §9). */
export function CookieNotice() {
  const { t } = useTranslation();
  // Decided after mount: a server render knows nothing of the visitor's cookies.
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(!noticeClosed()), []);
  if (!open) return null;

  const close = () => {
    const maxAge = COOKIE_NOTICE_MAX_AGE_DAYS * 24 * 60 * 60;
    document.cookie = `${COOKIE_NOTICE_NAME}=1; max-age=${maxAge}; path=/; SameSite=Lax`;
    setOpen(false);
  };

  return (
    <section className="cookie-notice" aria-label={t('COOKIES.LABEL')}>
      <p>{t('COOKIES.MESSAGE')}</p>
      <button type="button" className="button" onClick={close}>
        {t('COOKIES.CLOSE')}
      </button>
    </section>
  );
}
