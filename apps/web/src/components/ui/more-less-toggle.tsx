import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface MoreLessToggleProps {
  expanded: boolean;
  onToggle: () => void;
  /** The id of the element the toggle shows or hides (aria-controls). */
  controls: string;
}

/** The 'Więcej'/'Mniej' ('More'/'Less') button of accounts-and-platform §2 "Shell". */
export function MoreLessToggle({ expanded, onToggle, controls }: MoreLessToggleProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="more-less-toggle"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {expanded ? t('COMMON.LESS') : t('COMMON.MORE')}
    </button>
  );
}

export interface ShowMoreListProps<T> {
  items: readonly T[];
  /** How many items show while collapsed. */
  limit: number;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string;
  className?: string;
}

/** A list that shows `limit` items and a Więcej/Mniej toggle when there are more. */
export function ShowMoreList<T>({
  items,
  limit,
  renderItem,
  getKey,
  className,
}: ShowMoreListProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const visible = expanded ? items : items.slice(0, limit);
  return (
    <>
      <ul id={id} className={className}>
        {visible.map((item, index) => (
          <li key={getKey(item, index)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {items.length > limit ? (
        <MoreLessToggle
          expanded={expanded}
          onToggle={() => setExpanded((value) => !value)}
          controls={id}
        />
      ) : null}
    </>
  );
}
