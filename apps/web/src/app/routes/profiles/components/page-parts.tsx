import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../../config/paths';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import type { PageHead } from '../../../../lib/page-head';
import { usePageHead } from '../../../../lib/page-head';
import { useProfileContext } from './profile-context';

/** A tab of the profile: its heading (h2), the document title, the empty text when empty. */
export function TabPage({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const { name } = useProfileContext();
  useDocumentTitle(`${title} – ${name}`);
  return (
    <section className="profile-tab" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The message of an empty tab (profiles-area §2: USERS.EMPTY). */
export function EmptyTab() {
  const { t } = useTranslation();
  return <p className="empty-state">{t('USERS.EMPTY')}</p>;
}

/** Breadcrumbs of a detail page: profile › section › this page. */
export function Breadcrumbs({
  section,
  current,
}: {
  section?: { label: string; href: string };
  current: string;
}) {
  const { t } = useTranslation();
  const { profileId, name } = useProfileContext();
  return (
    <nav className="breadcrumbs" aria-label={t('PROFILE.BREADCRUMBS')}>
      <ol>
        <li>
          <Link to={paths.profile.getHref(profileId)}>{name}</Link>
        </li>
        {section ? (
          <li>
            <Link to={section.href}>{section.label}</Link>
          </li>
        ) : null}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/**
 * A detail page under the profile: breadcrumbs, its title as h2, the document title, and what
 * else the page says about itself in the head (`head`: description, JSON-LD of the item).
 */
export function DetailPage({
  title,
  section,
  head,
  children,
}: {
  title: string;
  section: { label: string; href: string };
  head?: Omit<PageHead, 'title'>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  usePageHead({ ...head, title });
  return (
    <article className="detail-page" aria-labelledby="detail-title">
      <Breadcrumbs section={section} current={title} />
      <h2 id="detail-title" className="detail-page__title">
        {title}
      </h2>
      {children}
      <p className="detail-page__back">
        <Link to={section.href}>{t('PROFILE.BACK_TO', { section: section.label })}</Link>
      </p>
    </article>
  );
}
