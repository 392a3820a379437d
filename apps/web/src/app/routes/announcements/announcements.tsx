import type { Announcement } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import {
  useAnnouncement,
  useAnnouncements,
} from '../../../features/announcements/api/get-announcements';
import { formatDate } from '../../../lib/format-date';
import { localeOf } from '../../../lib/display-names';
import { usePageHead } from '../../../lib/page-head';

const inLanguage = (a: Announcement, en: boolean) => ({
  title: en ? a.titleEn : a.titlePl,
  body: en ? a.bodyEn : a.bodyPl,
});

function Dates({ announcement }: { announcement: Announcement }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (
    <p className="item-list__meta">
      {t(`ANNOUNCEMENTS.KIND.${announcement.kind}`)} ·{' '}
      {announcement.closesOn
        ? t('ANNOUNCEMENTS.FROM_TO', {
            from: formatDate(announcement.opensOn, locale),
            to: formatDate(announcement.closesOn, locale),
          })
        : t('ANNOUNCEMENTS.FROM', { from: formatDate(announcement.opensOn, locale) })}
    </p>
  );
}

/** `/announcements`: the published calls for proposals and election notices (decision 049). */
export function AnnouncementsRoute() {
  const { t, i18n } = useTranslation();
  const en = localeOf(i18n.language) === 'en-EN';
  usePageHead({ title: t('ANNOUNCEMENTS.TITLE') });
  const query = useAnnouncements(0);
  return (
    <section className="page" aria-labelledby="announcements-title">
      <h1 id="announcements-title">{t('ANNOUNCEMENTS.TITLE')}</h1>
      <QueryState query={query}>
        {(data) =>
          data.content.length === 0 ? (
            <p className="empty-state">{t('ANNOUNCEMENTS.EMPTY')}</p>
          ) : (
            <ul className="item-list">
              {data.content.map((a) => (
                <li key={a.announcementId} className="item-list__item">
                  <span className="item-list__title">
                    <Link to={paths.announcements.details.getHref(a.announcementId)}>
                      {inLanguage(a, en).title}
                    </Link>
                  </span>
                  <Dates announcement={a} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

/** `/announcements/{announcementId}`: one call or election notice. */
export function AnnouncementRoute() {
  const { announcementId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const en = localeOf(i18n.language) === 'en-EN';
  const query = useAnnouncement(announcementId);
  const title = query.data ? inLanguage(query.data, en).title : t('ANNOUNCEMENTS.TITLE');
  usePageHead({ title });
  return (
    <article className="page" aria-labelledby="announcement-title">
      <QueryState query={query}>
        {(a) => (
          <>
            <h1 id="announcement-title">{inLanguage(a, en).title}</h1>
            <Dates announcement={a} />
            {a.gremium ? (
              <p>
                {t('ANNOUNCEMENTS.GREMIUM')}{' '}
                <Link to={paths.gremiums.details.getHref(a.gremium.gremiumId)}>
                  {a.gremium.name}
                </Link>
              </p>
            ) : null}
            {inLanguage(a, en)
              .body.split(/\n{2,}/)
              .map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            <p>
              <Link to={paths.announcements.getHref()}>{t('ANNOUNCEMENTS.BACK')}</Link>
            </p>
          </>
        )}
      </QueryState>
    </article>
  );
}
