import type { PatentShort } from '@ln/contracts';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';

/** Patents and other industrial property rights, each linking to its detail page. */
export function PatentList({
  profileId,
  patents,
}: {
  profileId: string;
  patents: readonly PatentShort[];
}) {
  return (
    <ul className="item-list">
      {patents.map((patent) => (
        <li key={patent.industrialPropertyId} className="item-list__item">
          <span className="item-list__title">
            <Link to={paths.profile.patent.getHref(profileId, patent.industrialPropertyId)}>
              {patent.calculatedTitle}
            </Link>
          </span>
          <span className="item-list__meta">{patent.typeLabel}</span>
        </li>
      ))}
    </ul>
  );
}
