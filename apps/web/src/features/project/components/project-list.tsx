import type { ProjectShort } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { formatMoney, localeOf } from '../../../lib/display-names';
import { formatDate } from '../../../lib/format-date';

/** Projects, latest start first, each linking to its detail page. */
export function ProjectList({
  profileId,
  projects,
}: {
  profileId: string;
  projects: readonly ProjectShort[];
}) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (
    <ul className="item-list">
      {projects.map((project) => {
        const period = [formatDate(project.startDate, locale), formatDate(project.endDate, locale)]
          .filter(Boolean)
          .join(' – ');
        return (
          <li key={project.projectId} className="item-list__item">
            <span className="item-list__title">
              <Link to={paths.profile.project.getHref(profileId, project.projectId)}>
                {project.projectTitle}
              </Link>
            </span>
            <span className="item-list__meta">
              {[project.projectClassification, period].filter(Boolean).join(' · ')}
            </span>
            {project.funds ? (
              <span className="item-list__meta">
                {t('PROJECT.FUNDS')}: {formatMoney(project.funds, project.currency, locale)}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
