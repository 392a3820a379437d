import { isLoginErrorReason } from '@ln/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches, useSearchParams } from 'react-router-dom';

import { Dialog } from '../../../components/ui/dialog';

import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useHttpStatus } from '../../../lib/page-head';
import { readStoredHttpErrorReqId } from '../../../lib/http-errors';
import { useSession } from '../../../features/auth/session';
import type { StatusPageName } from './status-pages';
import { STATUS_PAGES } from './status-pages';
import './status.css';

export function StatusPage({ name }: { name: StatusPageName }) {
  const { t } = useTranslation();
  const session = useSession();
  const page = STATUS_PAGES[name];
  const title = t(`STATUS.${page.keys}.TITLE`);
  useDocumentTitle(title);
  useHttpStatus(page.code);
  // 503/504/505: the error body was stored before navigating here (§8).
  const [reqId] = useState(() => (page.code >= 503 ? readStoredHttpErrorReqId() : null));
  // A failed login names why (§8 error types): `?reason=` of the callback's redirect.
  const [search] = useSearchParams();
  const given = search.get('reason');
  const reason = isLoginErrorReason(given) ? given : null;
  const [mismatchOpen, setMismatchOpen] = useState(reason === 'STATE_MISMATCH');
  // §8: the authentication error's wording, also for the authorization error (403).
  const authWording =
    name === 'unauthorized' || name === 'unauthorizedNational' || name === 'accessDenied';

  return (
    <section className={`page status-page status-page--${name}`} aria-labelledby="status-title">
      <p className="status-page__code">{t('STATUS.CODE', { code: page.code })}</p>
      <h1 id="status-title">{title}</h1>
      <p>{t(`STATUS.${page.keys}.MESSAGE`)}</p>
      {reason && reason !== 'STATE_MISMATCH' && name !== 'accessDenied' ? (
        <p className="status-page__reason" role="alert">
          {t(`LOGIN_ERRORS.${reason}`)}
        </p>
      ) : null}
      {reason === 'STATE_MISMATCH' && mismatchOpen ? (
        <Dialog
          title={t('LOGIN_ERRORS.STATE_MISMATCH_TITLE')}
          onDismiss={() => setMismatchOpen(false)}
          actions={
            <>
              <button type="button" className="button" onClick={() => setMismatchOpen(false)}>
                {t('LOGIN_ERRORS.CLOSE')}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => session.login('/')}
              >
                {t('LOGIN_ERRORS.START_AGAIN')}
              </button>
            </>
          }
        >
          <p>{t('LOGIN_ERRORS.STATE_MISMATCH')}</p>
        </Dialog>
      ) : null}
      {authWording ? (
        <>
          <p>{t('STATUS.AUTH_WORDING')}</p>
          <p>
            <button type="button" className="button" onClick={() => session.login('/')}>
              {t('STATUS.BACK_TO_LOGIN')}
            </button>
          </p>
        </>
      ) : null}
      {name === 'gatewayTimeout' ? (
        <p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('STATUS.REFRESH')}
          </button>
        </p>
      ) : null}
      {reqId ? <p className="status-page__req-id">{t('STATUS.REQUEST_ID', { reqId })}</p> : null}
      <p>
        <Link to={paths.home.getHref()}>{t('STATUS.GO_HOME')}</Link>
      </p>
    </section>
  );
}

/** The route module of every status page: the page comes from the route's `handle`. */
export function StatusRoute() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { status?: StatusPageName } | undefined;
  return <StatusPage name={handle?.status ?? 'notFound'} />;
}

export { StatusRoute as Component };
