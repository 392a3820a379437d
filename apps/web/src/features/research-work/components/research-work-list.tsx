import type { ResearchWorkShort } from '@ln/contracts';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';

/** Research works of one role (author, promoter or reviewer). */
export function ResearchWorkList({
  profileId,
  works,
}: {
  profileId: string;
  works: readonly ResearchWorkShort[];
}) {
  return (
    <ul className="item-list">
      {works.map((work) => (
        <li key={work.researchWorkId} className="item-list__item">
          <span className="item-list__title">
            <Link to={paths.profile.researchWork.getHref(profileId, work.researchWorkId)}>
              {work.polishTitle}
            </Link>
          </span>
          <span className="item-list__meta">{work.researchKind}</span>
        </li>
      ))}
    </ul>
  );
}
