import type { ResearchWork } from '@ln/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { DescriptionList } from '../../../components/ui/description-list';
import { paths } from '../../../config/paths';
import { languageName, localeOf } from '../../../lib/display-names';
import { formatDate } from '../../../lib/format-date';

function People({ people }: { people: ResearchWork['authors'] }) {
  if (people.length === 0) return null;
  return (
    <ul className="plain-list">
      {people.map((person, index) => (
        <li key={index}>
          {person.profileId ? (
            <Link to={paths.profile.getHref(person.profileId)}>
              {person.name} {person.surname}
            </Link>
          ) : (
            `${person.name} ${person.surname}`
          )}
        </li>
      ))}
    </ul>
  );
}

/** Title of the work in Polish when it has one, else its first title. */
export function researchWorkTitle(work: ResearchWork): string {
  return (
    work.titles.find((title) => title.languageCode === 'pol' || title.languageCode === 'pl')
      ?.value ??
    work.titles[0]?.value ??
    ''
  );
}

/** A research work's data (profiles-area §3 "Full research work"). */
export function ResearchWork({ work }: { work: ResearchWork }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const main = researchWorkTitle(work);
  const otherTitles = work.titles.filter((title) => title.value !== main);
  const titleList = (titles: ResearchWork['titles']) =>
    titles.length > 0 ? (
      <ul className="plain-list">
        {titles.map((title, index) => (
          <li key={index}>
            {title.value} ({languageName(title.languageCode, locale)})
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <DescriptionList
      items={[
        { key: 'kind', label: t('RESEARCH_WORK.KIND'), value: work.researchWorkKind },
        { key: 'number', label: t('RESEARCH_WORK.NUMBER'), value: work.number },
        { key: 'titles', label: t('RESEARCH_WORK.OTHER_TITLES'), value: titleList(otherTitles) },
        {
          key: 'previous-titles',
          label: t('RESEARCH_WORK.PREVIOUS_TITLES'),
          value: titleList(work.previousTitles),
        },
        {
          key: 'authors',
          label: t('RESEARCH_WORK.AUTHORS'),
          value: <People people={work.authors} />,
        },
        {
          key: 'promoters',
          label: t('RESEARCH_WORK.PROMOTERS'),
          value: work.promoters.length > 0 ? <People people={work.promoters} /> : null,
        },
        {
          key: 'reviewers',
          label: t('RESEARCH_WORK.REVIEWERS'),
          value: work.reviewers.length > 0 ? <People people={work.reviewers} /> : null,
        },
        { key: 'domain', label: t('RESEARCH_WORK.DOMAIN'), value: work.domainLabel },
        {
          key: 'disciplines',
          label: t('RESEARCH_WORK.DISCIPLINES'),
          value: work.disciplineLabels.join(', '),
        },
        {
          key: 'period',
          label: t('RESEARCH_WORK.PERIOD'),
          value: [formatDate(work.startDate, locale), formatDate(work.endDate, locale)]
            .filter(Boolean)
            .join(' – '),
        },
        {
          key: 'institutions',
          label: t('RESEARCH_WORK.INSTITUTIONS'),
          value:
            work.institutions.length > 0 ? (
              <ul className="plain-list">
                {work.institutions.map((institution, index) => (
                  <li key={index}>
                    {institution.name}
                    {institution.role ? ` (${institution.role})` : ''}
                  </li>
                ))}
              </ul>
            ) : null,
        },
        {
          key: 'cooperation',
          label: t('RESEARCH_WORK.INTERNATIONAL_COOPERATION'),
          value: work.internationalCooperation ? t('RESEARCH_WORK.YES') : t('RESEARCH_WORK.NO'),
        },
        {
          key: 'usages',
          label: t('RESEARCH_WORK.RANGE_USAGES'),
          value: work.rangeUsages.join(', '),
        },
        { key: 'keywords', label: t('RESEARCH_WORK.KEYWORDS'), value: work.keywords.join(', ') },
        {
          key: 'abstracts',
          label: t('RESEARCH_WORK.ABSTRACTS'),
          value:
            work.abstracts.length > 0 ? (
              <ul className="plain-list">
                {work.abstracts.map((abstract) => (
                  <li key={abstract.id}>
                    {abstract.name} ({abstract.ext.toUpperCase()},{' '}
                    {t('RESEARCH_WORK.SIZE_KB', {
                      size: Math.max(1, Math.round(abstract.size / 1024)),
                    })}
                    )
                  </li>
                ))}
              </ul>
            ) : null,
        },
        { key: 'sources', label: t('RESEARCH_WORK.SOURCES'), value: work.sources.join(', ') },
      ]}
    />
  );
}
