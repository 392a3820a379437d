import type { ProjectDetails } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { DescriptionList } from '../../../components/ui/description-list';
import { paths } from '../../../config/paths';
import { formatMoney, languageName, localeOf } from '../../../lib/display-names';
import { formatDate } from '../../../lib/format-date';

/** A project's data (profiles-area §3 "Project detail"). */
export function ProjectDetails({ project }: { project: ProjectDetails }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const institutions = (items: ProjectDetails['financingInstitutions']) =>
    items.length > 0 ? (
      <ul className="plain-list">
        {items.map((institution, index) => (
          <li key={index}>
            {institution.name}
            {institution.leader ? ` (${t('PROJECT.LEADER')})` : ''}
          </li>
        ))}
      </ul>
    ) : null;
  const otherTitles = project.titles.filter((title) => title.value !== project.projectTitle);
  return (
    <>
      <DescriptionList
        items={[
          { key: 'number', label: t('PROJECT.NUMBER'), value: project.projectNumber },
          {
            key: 'titles',
            label: t('PROJECT.OTHER_TITLES'),
            value:
              otherTitles.length > 0 ? (
                <ul className="plain-list">
                  {otherTitles.map((title, index) => (
                    <li key={index}>
                      {title.value} ({languageName(title.languageCode, locale)})
                    </li>
                  ))}
                </ul>
              ) : null,
          },
          {
            key: 'classification',
            label: t('PROJECT.CLASSIFICATION'),
            value: project.projectClassification,
          },
          { key: 'edition', label: t('PROJECT.EDITION'), value: project.edition },
          { key: 'priority', label: t('PROJECT.PRIORITY'), value: project.namePriority },
          {
            key: 'period',
            label: t('PROJECT.PERIOD'),
            value: [formatDate(project.startDate, locale), formatDate(project.endDate, locale)]
              .filter(Boolean)
              .join(' – '),
          },
          {
            key: 'funds',
            label: t('PROJECT.FUNDS'),
            value: project.funds ? formatMoney(project.funds, project.currency, locale) : null,
          },
          {
            key: 'managers',
            label: t('PROJECT.MANAGERS'),
            value:
              project.projectManagers.length > 0 ? (
                <ul className="plain-list">
                  {project.projectManagers.map((manager, index) => (
                    <li key={index}>
                      {manager.profileId ? (
                        <Link to={paths.profile.getHref(manager.profileId)}>
                          {manager.name} {manager.surname}
                        </Link>
                      ) : (
                        `${manager.name} ${manager.surname}`
                      )}{' '}
                      ({manager.kindManager})
                    </li>
                  ))}
                </ul>
              ) : null,
          },
          {
            key: 'financing',
            label: t('PROJECT.FINANCING_INSTITUTIONS'),
            value: institutions(project.financingInstitutions),
          },
          {
            key: 'implementing',
            label: t('PROJECT.IMPLEMENTING_INSTITUTIONS'),
            value: institutions(project.implementingInstitutions),
          },
          { key: 'keywords', label: t('PROJECT.KEYWORDS'), value: project.keyWords.join(', ') },
          {
            key: 'showing-entity',
            label: t('PROJECT.SHOWING_ENTITY'),
            value: project.showingEntity?.name,
          },
          {
            key: 'radon',
            label: t('PROJECT.RADON'),
            value: project.linkRadon ? (
              <a href={project.linkRadon} rel="noopener noreferrer">
                RAD-on
              </a>
            ) : null,
          },
          { key: 'source', label: t('PROJECT.SOURCE'), value: project.projectSource },
        ]}
      />
      {project.abstracts.length > 0 ? (
        <section className="detail-section" aria-labelledby="project-abstracts">
          <h3 id="project-abstracts">{t('PROJECT.ABSTRACTS')}</h3>
          {project.abstracts.map((abstract, index) => (
            <p key={index}>
              <span className="item-list__meta">
                {languageName(abstract.languageCode, locale)}:{' '}
              </span>
              {abstract.value}
            </p>
          ))}
        </section>
      ) : null}
    </>
  );
}
