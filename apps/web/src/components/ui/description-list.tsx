import type { ReactNode } from 'react';

export interface DescriptionItem {
  /** Stable key (the label's i18n key is a good one). */
  key: string;
  label: string;
  /** Items whose value is null, undefined, '' or an empty array are left out. */
  value: ReactNode;
}

function isEmpty(value: ReactNode): boolean {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** A label/value list (`<dl>`) of the fields that have a value; nothing when none has. */
export function DescriptionList({
  items,
  className,
}: {
  items: DescriptionItem[];
  className?: string;
}) {
  const shown = items.filter((item) => !isEmpty(item.value));
  if (shown.length === 0) return null;
  return (
    <dl className={className ? `description-list ${className}` : 'description-list'}>
      {shown.map((item) => (
        <div key={item.key} className="description-list__item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
