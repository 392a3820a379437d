import { useId, useState } from 'react';

import { MoreLessToggle } from '../../../components/ui/more-less-toggle';
import './profile.css';

/** Characters shown while a long text is collapsed. */
export const COLLAPSED_LENGTH = 400;

/** Cuts at the last word boundary before `limit`. */
export function shorten(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A text that shows its start and a Więcej/Mniej toggle when it is long. */
export function ExpandableText({
  text,
  lang,
  limit = COLLAPSED_LENGTH,
}: {
  text: string;
  /** The language of the text, when it differs from the page's. */
  lang?: string;
  limit?: number;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > limit;
  const shown = long && !expanded ? shorten(text, limit) : text;
  return (
    <div className="expandable-text">
      <p id={id} lang={lang} className="expandable-text__body">
        {shown}
      </p>
      {long ? (
        <MoreLessToggle
          expanded={expanded}
          onToggle={() => setExpanded((value) => !value)}
          controls={id}
        />
      ) : null}
    </div>
  );
}
