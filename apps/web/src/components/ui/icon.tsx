/**
 * The icon set of accounts-and-platform §9 ("Icons preloaded: add, edit, close, download,
 * delete, info, folder_open, discipline, error"): one SVG sprite, rendered once in the
 * document by the layout (so it is there with the page, needs no request and no CSP
 * exception), and `<Icon name>` referring to its symbols. Drawn for this portal on a 24-unit
 * grid, strokes in `currentColor`. Icons are decoration: the button or link beside them
 * carries the text (or an aria-label), so they are hidden from assistive technology.
 */
export const ICON_NAMES = [
  'add',
  'edit',
  'close',
  'download',
  'delete',
  'info',
  'folder_open',
  'discipline',
  'error',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

const SHAPES: Record<IconName, string> = {
  add: 'M12 5v14M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
  close: 'M6 6l12 12M18 6L6 18',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  delete: 'M4 7h16M10 7V4h4v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 11v6M12 7.5v.5',
  folder_open: 'M3 19V6h6l2 2h8v3M3 19l3-8h16l-3 8H3z',
  discipline: 'M12 3l9 4-9 4-9-4 9-4zM6 9v5c0 2 3 3.5 6 3.5s6-1.5 6-3.5V9M21 7v6',
  error: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v6M12 16.5v.5',
};

const symbolId = (name: IconName) => `ln-icon-${name}`;

/** The sprite: once per document, in the layout (hidden, takes no space). */
export function IconSprite() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className="icon-sprite"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_NAMES.map((name) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          <path
            d={SHAPES[name]}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </symbol>
      ))}
    </svg>
  );
}

/** One icon of the sprite, sized to the text around it. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
