import type { DragEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';

/** Moves the item at `from` to `to` (a new array). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/**
 * A list the owner orders by drag and drop or by keyboard (the move buttons), and prunes.
 * The position is the order the server saves (profiles-area §4). A move is announced, and
 * focus follows the moved item's button.
 */
export function SortableList<T>({
  items,
  name,
  onChange,
  children,
  className,
}: {
  items: readonly T[];
  /** The item's name, for the buttons' labels and the announcement. */
  name: (item: T) => string;
  onChange: (items: T[]) => void;
  children: (item: T, index: number) => ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<{ index: number; action: 'up' | 'down' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focus) return;
    const selector = `[data-sortable-index="${focus.index}"][data-sortable-action="${focus.action}"]`;
    const button = listRef.current?.querySelector<HTMLButtonElement>(selector);
    // At the list's end the button is disabled: focus its twin instead.
    const target =
      button && !button.disabled
        ? button
        : listRef.current?.querySelector<HTMLButtonElement>(
            `[data-sortable-index="${focus.index}"][data-sortable-action="${focus.action === 'up' ? 'down' : 'up'}"]`,
          );
    target?.focus();
    setFocus(null);
  }, [focus]);

  const move = (from: number, to: number, action?: 'up' | 'down') => {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from]!;
    onChange(moveItem(items, from, to));
    setAnnouncement(t('CV.MOVED', { name: name(item), position: to + 1, total: items.length }));
    if (action) setFocus({ index: to, action });
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };

  return (
    <>
      <ol ref={listRef} className={['cv-sortable', className].filter(Boolean).join(' ')}>
        {items.map((item, index) => (
          <li
            // Items have no stable id before they are saved; the position is their identity.
            key={index}
            className={`cv-sortable__item${dragged === index ? ' cv-sortable__item--dragged' : ''}`}
            draggable
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, index)}
            onDragEnd={() => setDragged(null)}
          >
            <span className="cv-sortable__handle" aria-hidden="true">
              ⠿
            </span>
            <div className="cv-sortable__body">{children(item, index)}</div>
            <div className="cv-sortable__actions">
              <button
                type="button"
                className="button button--small"
                data-sortable-index={index}
                data-sortable-action="up"
                disabled={index === 0}
                aria-label={t('CV.MOVE_UP', { name: name(item) })}
                onClick={() => move(index, index - 1, 'up')}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--small"
                data-sortable-index={index}
                data-sortable-action="down"
                disabled={index === items.length - 1}
                aria-label={t('CV.MOVE_DOWN', { name: name(item) })}
                onClick={() => move(index, index + 1, 'down')}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button--small"
                aria-label={t('CV.REMOVE', { name: name(item) })}
                onClick={() => {
                  onChange(items.filter((_, i) => i !== index));
                  setAnnouncement(t('CV.REMOVED', { name: name(item) }));
                }}
              >
                <Icon name="delete" />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
