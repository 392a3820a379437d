import type { ValidationErrorItem } from '@ln/contracts';

/** The longest value an error echoes back: a value is evidence for the client, not a mirror. */
export const INVALID_VALUE_MAX_CHARS = 100;
/** The most `errors` items one answer lists. */
export const MAX_ERROR_ITEMS = 50;
/** The longest text an error repeats from the request (a key path, a message quoting a key). */
export const ECHO_MAX_CHARS = 200;

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  // Whole code points only: a cut surrogate pair would not be valid JSON text for some clients.
  return `${Array.from(text.slice(0, max + 1))
    .slice(0, max)
    .join('')}…`;
}

/**
 * `value` as an error may show it: strings and serialised objects cut at
 * INVALID_VALUE_MAX_CHARS, a missing value as null (so every item carries `invalidValue`).
 */
export function boundedValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string') return truncate(value, INVALID_VALUE_MAX_CHARS);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (typeof value !== 'object') return truncate(String(value), INVALID_VALUE_MAX_CHARS);
  let json: string;
  try {
    json = JSON.stringify(value);
  } catch {
    return null;
  }
  return json.length <= INVALID_VALUE_MAX_CHARS ? value : truncate(json, INVALID_VALUE_MAX_CHARS);
}

/** A text an error repeats from the request (a key path, a path in a message), cut short. */
export function boundedText(text: string): string {
  return truncate(text, ECHO_MAX_CHARS);
}

/** The items an answer may carry: at most MAX_ERROR_ITEMS, each bounded. */
export function boundedItems(items: readonly ValidationErrorItem[]): ValidationErrorItem[] {
  return items.slice(0, MAX_ERROR_ITEMS).map((item) => ({
    key: boundedText(item.key),
    content: boundedText(item.content),
    invalidValue: boundedValue(item.invalidValue),
  }));
}
