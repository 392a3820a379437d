/**
 * The author short name of accounts-and-platform §5: the first letter of the first name and a
 * dot, unless the first name already is one letter with a dot (kept as it is); the surname
 * prefix between: "J. van Dijk", "M. Źródłowska". Without a first name, the surname alone.
 * Every short author list (the web's lists, the CV) shows authors this way; the citation
 * export leaves names to its styles (CSL, BibTeX, RIS carry the whole name).
 */
export function authorShortName(author: {
  name?: string | null;
  surnamePrefix?: string | null;
  surname: string;
}): string {
  const first = (author.name ?? '').trim();
  const initial = /^\p{L}\.$/u.test(first)
    ? first
    : first
      ? `${Array.from(first)[0]!.toLocaleUpperCase('pl-PL')}.`
      : '';
  return [initial, author.surnamePrefix?.trim(), author.surname.trim()]
    .filter((part): part is string => Boolean(part))
    .join(' ');
}
