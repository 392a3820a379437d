// The text the services accept (docs/decisions/035-text-input-and-gremium-markup.md). Two
// layers: every string of every request (path, query, body, both services) is refused with a
// NUL, another control character or a lone surrogate by the services' text guard
// (`@ln/server`, before validation), and each text field of the contracts says here whether it
// is one line (names, titles, keywords: no line breaks or tabs) or several (a biography, a
// description), and whether markup is refused. Plain functions beside the zod pieces, so the
// guard and the web can use them without a schema.
import type { z } from 'zod';

/**
 * Control characters no text field takes: the C0 controls but tab, line feed and carriage
 * return (which multi-line fields keep), DEL, and the C1 controls (NEL, U+0085, ends a line in
 * some readers).
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** What ends a line or a field in the formats the portal writes: tab, LF, CR, U+2028, U+2029. */
export const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
/**
 * A UTF-16 surrogate without its pair: not a character at all. JSON can carry one (`\ud800`);
 * UTF-8 and PostgreSQL's jsonb cannot.
 */
export const LONE_SURROGATE =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A tag: refused, not stripped, in text that is shown as text, so nothing is lost silently. */
export const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>/i;

export const TEXT_MESSAGES = {
  nul: 'must not contain NUL characters',
  control: 'must not contain control characters',
  surrogate: 'must be well-formed Unicode text (it holds a lone surrogate)',
  oneLine: 'must be a single line (no line breaks or tabs)',
  markup: 'must not contain markup (HTML tags)',
} as const;

/** Why no field may take `value` (NUL, control character, lone surrogate), or null. */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return TEXT_MESSAGES.nul;
  if (CONTROL_CHARACTER.test(value)) return TEXT_MESSAGES.control;
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.surrogate;
  return null;
}

/** True for text of one line: no line break, tab or other control character. */
export const isOneLine = (value: string): boolean =>
  !LINE_BREAK.test(value) && !CONTROL_CHARACTER.test(value);
/** True for text that may hold several lines: tab, LF and CR are its only controls. */
export const isMultiLine = (value: string): boolean => !CONTROL_CHARACTER.test(value);
export const hasMarkup = (value: string): boolean => MARKUP.test(value);

/** A string field of one line (the refinement the contracts add to names, titles, keywords). */
export const oneLine = <T extends z.ZodString>(schema: T): T =>
  schema
    .refine(isMultiLine, TEXT_MESSAGES.control)
    .refine((value) => !LINE_BREAK.test(value), TEXT_MESSAGES.oneLine);
/** A string field of several lines (a biography, a description). */
export const multiLine = <T extends z.ZodString>(schema: T): T =>
  schema.refine(isMultiLine, TEXT_MESSAGES.control);
/** Shown as plain text: markup is refused. */
export const noMarkup = <T extends z.ZodString>(schema: T): T =>
  schema.refine((value) => !hasMarkup(value), TEXT_MESSAGES.markup);
