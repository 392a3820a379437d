import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../hooks/use-document-title';
import './developers.css';

const PROFILES_API = '/api/profiles-api';
const USERS_API = '/api/users-api';

// Code, not prose: the same in both languages.
const CURL_EXAMPLE = `curl -G -H 'Accept-Language: en-EN' \\
  'https://ludzie.nauka.gov.pl${PROFILES_API}/v1.1/public/profile/scientistSearchData' \\
  --data-urlencode 'fullQuery=Kowalska' -d size=5`;

const FETCH_EXAMPLE = `const base = 'https://ludzie.nauka.gov.pl${PROFILES_API}';
const found = await fetch(\`\${base}/v1.1/public/profile/scientistSearchData?fullQuery=Kowalska\`)
  .then((res) => res.json());
const first = found.page.content[0];
const profile = await fetch(\`\${base}/v1.3/public/profile/\${first.profileId}/detailsPerson\`)
  .then((res) => res.json());
console.log(profile.name, profile.surname);`;

const ERROR_EXAMPLE = `{
  "code": "VALIDATION_ERROR",
  "message": "The request is not valid.",
  "errors": [{ "key": "size", "content": "must be at most 100", "invalidValue": "500" }],
  "reqId": "6f1c…"
}`;

// The widget's snippet (docs/open-data.md): the portal's own frame, nothing else.
const WIDGET_EXAMPLE = `<iframe src="https://ludzie.nauka.gov.pl/embed/profiles/{profileId}?lang=pl&count=5"
  title="Ludzie Nauki" width="420" height="420" loading="lazy"
  style="border:0"></iframe>`;

/** "For developers": how other programs read the portal's data (decision 023). */
export function DevelopersRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('DEVELOPERS.TITLE'));
  return (
    <article className="page developers" aria-labelledby="developers-title">
      <h1 id="developers-title">{t('DEVELOPERS.TITLE')}</h1>
      <p className="developers__lead">{t('DEVELOPERS.LEAD')}</p>

      <section aria-labelledby="developers-docs">
        <h2 id="developers-docs">{t('DEVELOPERS.DOCS_TITLE')}</h2>
        <p>{t('DEVELOPERS.DOCS_TEXT')}</p>
        <ul className="developers__docs">
          <li>
            <a href={`${PROFILES_API}/docs`}>{t('DEVELOPERS.DOCS_PROFILES')}</a>
            {' · '}
            <a href={`${PROFILES_API}/docs/json`}>{t('DEVELOPERS.DOCS_JSON')}</a>
          </li>
          <li>
            <a href={`${USERS_API}/docs`}>{t('DEVELOPERS.DOCS_USERS')}</a>
            {' · '}
            <a href={`${USERS_API}/docs/json`}>{t('DEVELOPERS.DOCS_JSON')}</a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="developers-call">
        <h2 id="developers-call">{t('DEVELOPERS.CALL_TITLE')}</h2>
        <p>{t('DEVELOPERS.CALL_TEXT')}</p>
        <pre className="developers__code" tabIndex={0}>
          <code>{CURL_EXAMPLE}</code>
        </pre>
        <pre className="developers__code" tabIndex={0}>
          <code>{FETCH_EXAMPLE}</code>
        </pre>
      </section>

      <section aria-labelledby="developers-versions">
        <h2 id="developers-versions">{t('DEVELOPERS.VERSIONS_TITLE')}</h2>
        <p>{t('DEVELOPERS.VERSIONS_TEXT')}</p>
      </section>

      <section aria-labelledby="developers-paging">
        <h2 id="developers-paging">{t('DEVELOPERS.PAGING_TITLE')}</h2>
        <p>{t('DEVELOPERS.PAGING_TEXT')}</p>
      </section>

      <section aria-labelledby="developers-errors">
        <h2 id="developers-errors">{t('DEVELOPERS.ERRORS_TITLE')}</h2>
        <p>{t('DEVELOPERS.ERRORS_TEXT')}</p>
        <ul>
          <li>{t('DEVELOPERS.ERROR_VALIDATION')}</li>
          <li>{t('DEVELOPERS.ERROR_HIDDEN')}</li>
          <li>{t('DEVELOPERS.ERROR_NOT_FOUND')}</li>
          <li>{t('DEVELOPERS.ERROR_UNAUTHORIZED')}</li>
          <li>{t('DEVELOPERS.ERROR_RATE_LIMITED')}</li>
        </ul>
        <pre className="developers__code" tabIndex={0}>
          <code>{ERROR_EXAMPLE}</code>
        </pre>
      </section>

      <section aria-labelledby="developers-cache">
        <h2 id="developers-cache">{t('DEVELOPERS.CACHE_TITLE')}</h2>
        <p>{t('DEVELOPERS.CACHE_TEXT')}</p>
      </section>

      <section aria-labelledby="developers-limits">
        <h2 id="developers-limits">{t('DEVELOPERS.LIMITS_TITLE')}</h2>
        <p>{t('DEVELOPERS.LIMITS_TEXT')}</p>
      </section>

      <section aria-labelledby="developers-auth">
        <h2 id="developers-auth">{t('DEVELOPERS.AUTH_TITLE')}</h2>
        <p>{t('DEVELOPERS.AUTH_TEXT')}</p>
      </section>

      <section aria-labelledby="developers-oai">
        <h2 id="developers-oai">{t('DEVELOPERS.OAI_TITLE')}</h2>
        <p>{t('DEVELOPERS.OAI_TEXT')}</p>
        <p>
          <a href="/oai?verb=Identify">/oai?verb=Identify</a>
        </p>
      </section>

      <section aria-labelledby="developers-feeds">
        <h2 id="developers-feeds">{t('DEVELOPERS.FEEDS_TITLE')}</h2>
        <p>{t('DEVELOPERS.FEEDS_TEXT')}</p>
        <p>
          <a href="/news.atom">/news.atom</a>
        </p>
      </section>

      <section aria-labelledby="developers-widget">
        <h2 id="developers-widget">{t('DEVELOPERS.WIDGET_TITLE')}</h2>
        <p>{t('DEVELOPERS.WIDGET_TEXT')}</p>
        <pre className="developers__code" tabIndex={0}>
          <code>{WIDGET_EXAMPLE}</code>
        </pre>
      </section>
    </article>
  );
}

export { DevelopersRoute as Component };
