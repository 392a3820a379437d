import type { Locale } from '@ln/i18n';
import { isLocale } from '@ln/i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { ExternalLink } from '../layout/external-link';
import { HelpdeskLink } from '../layout/helpdesk-link';
import { Spinner } from '../../components/ui/spinner';
import { EXTERNAL_LINKS, REDIRECT_AFTER_LOGIN_PARAM } from '../../config/app';
import { paths } from '../../config/paths';
import { usePosts } from '../../features/news/api/get-posts';
import { useNewestProfiles } from '../../features/profile/api/get-newest-profiles';
import { usePageHead } from '../../lib/page-head';
import { formatDate } from '../../lib/format-date';
import { useSession } from '../../features/auth/session';
import { HOME_NEW_PROFILES_COUNT, HOME_NEWS_COUNT } from './prefetch';
import './home.css';

/** The ten fields of science (accounts-and-platform §9), each a tile leading to a filtered search. */
export const SCIENCE_FIELDS = [
  'DZ0101N',
  'DZ0102N',
  'DZ0103N',
  'DZ0104N',
  'DZ0105N',
  'DZ0106N',
  'DZ0107N',
  'DZ0108N',
  'DZ0109N',
  'DZ0110N',
] as const;

/**
 * §2 route `/`: with the redirect-after-login flag, a user with a profile goes to its edit
 * page; otherwise the flag is stripped from the address.
 */
function useRedirectAfterLogin() {
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const flagged = searchParams.has(REDIRECT_AFTER_LOGIN_PARAM);
  useEffect(() => {
    if (!flagged || session.status === 'loading') return;
    if (session.profileId) {
      void navigate(paths.profileEdit.getHref(session.profileId), { replace: true });
    } else {
      setSearchParams(
        (params) => {
          params.delete(REDIRECT_AFTER_LOGIN_PARAM);
          return params;
        },
        { replace: true },
      );
    }
  }, [flagged, session.status, session.profileId, navigate, setSearchParams]);
}

function News() {
  const { t, i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'pl-PL';
  const { data, isPending, isError } = usePosts(HOME_NEWS_COUNT);
  return (
    <section className="home-block home-news" aria-labelledby="home-news-title">
      <h2 id="home-news-title">{t('HOME.NEWS_TITLE')}</h2>
      {isPending ? <Spinner /> : null}
      {isError ? <p>{t('HOME.NEWS_ERROR')}</p> : null}
      {data && data.length === 0 ? <p>{t('HOME.NEWS_EMPTY')}</p> : null}
      {data && data.length > 0 ? (
        <ul className="home-news__list">
          {data.map((post) => (
            <li key={post.number} className="home-news__item">
              <article>
                <h3 className="home-news__title">
                  <ExternalLink href={post.link}>{post.title}</ExternalLink>
                </h3>
                <p className="home-news__date">
                  <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
                </p>
                <p>{post.excerpt}</p>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <ExternalLink href={EXTERNAL_LINKS.news}>{t('HOME.NEWS_ALL')}</ExternalLink>
      </p>
    </section>
  );
}

function NewProfiles() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useNewestProfiles(HOME_NEW_PROFILES_COUNT);
  return (
    <section className="home-block" aria-labelledby="home-new-profiles-title">
      <h2 id="home-new-profiles-title">{t('HOME.NEW_PROFILES_TITLE')}</h2>
      {isPending ? <Spinner /> : null}
      {isError ? <p>{t('HOME.NEW_PROFILES_ERROR')}</p> : null}
      {data && data.length === 0 ? <p>{t('HOME.NEW_PROFILES_EMPTY')}</p> : null}
      {data && data.length > 0 ? (
        <ul className="home-new-profiles">
          {data.map((person) => (
            <li key={person.profileId} className="home-new-profiles__item">
              <Link to={paths.profile.getHref(person.profileId)}>
                {[person.prefix, person.title, person.firstName, person.surname]
                  .filter(Boolean)
                  .join(' ')}
              </Link>
              {person.institutionName ? (
                <span className="home-new-profiles__institution">{person.institutionName}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function HomeRoute() {
  const { t, i18n } = useTranslation();
  usePageHead({
    title: t('HOME.TITLE'),
    description: t('SEO.HOME_DESCRIPTION'),
    // The page server's Atom feed of the news posts (docs/open-data.md).
    feeds: [
      {
        title: t('SEO.FEED_NEWS'),
        href: i18n.language.startsWith('en') ? '/news.atom?lang=en' : '/news.atom',
      },
    ],
  });
  useRedirectAfterLogin();
  return (
    <div className="page page--home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('HOME.TITLE')}</h1>
        <p className="lead">{t('HOME.INTRO')}</p>
        <p>
          <Link className="button button--primary" to={paths.search.getHref()}>
            {t('HOME.SEARCH_CTA')}
          </Link>
        </p>
      </section>

      <section className="home-block" aria-labelledby="home-fields-title">
        <h2 id="home-fields-title">{t('HOME.FIELDS_TITLE')}</h2>
        <p>{t('HOME.FIELDS_INTRO')}</p>
        <ul className="field-tiles">
          {SCIENCE_FIELDS.map((code) => (
            <li key={code}>
              <Link
                className={`field-tile field-tile--${code}`}
                to={paths.search.getHref({ domains: code })}
              >
                {t(`FIELDS.${code}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <News />

      <NewProfiles />

      <section className="home-block" aria-labelledby="home-qa-title">
        <h2 id="home-qa-title">{t('HOME.QA_TITLE')}</h2>
        <details className="qa">
          <summary>{t('HOME.QA_WHO_Q')}</summary>
          <p>{t('HOME.QA_WHO_A')}</p>
        </details>
        <details className="qa">
          <summary>{t('HOME.QA_EDIT_Q')}</summary>
          <p>{t('HOME.QA_EDIT_A')}</p>
        </details>
        <details className="qa">
          <summary>{t('HOME.QA_DATA_Q')}</summary>
          <p>{t('HOME.QA_DATA_A')}</p>
        </details>
      </section>

      <div className="home-columns">
        <section className="home-block" aria-labelledby="home-help-title">
          <h2 id="home-help-title">{t('HOME.HELP_TITLE')}</h2>
          <p>{t('HOME.HELP_TEXT')}</p>
          <p>
            <ExternalLink href={EXTERNAL_LINKS.help}>{t('HOME.HELP_LINK')}</ExternalLink>
          </p>
        </section>
        <section className="home-block" aria-labelledby="home-feedback-title">
          <h2 id="home-feedback-title">{t('HOME.FEEDBACK_TITLE')}</h2>
          <p>{t('HOME.FEEDBACK_TEXT')}</p>
          <p>
            <HelpdeskLink label={t('HOME.FEEDBACK_LINK')} />
          </p>
        </section>
      </div>
    </div>
  );
}

// React Router's lazy routes pick up the `Component` export.
export { HomeRoute as Component };
