import { isValidPesel } from './pesel.js';

// Finding and masking PESELs in text that leaves a service (house rule 5): users-api and
// profiles-api mask their answers with it, the function import finds PESELs in any cell.

/**
 * 11 digits standing alone; a leading + marks a phone number (+48…), not a PESEL. A UUID is
 * matched first and left whole: its last group can hold 11 digits between a hyphen and a
 * letter, and an id is never a PESEL (a user's id in an answer was masked when those digits
 * happened to pass the PESEL check).
 */
const UUID_OR_ELEVEN_DIGITS =
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?<![\d+])\d{11}(?!\d)/gi;

export const PESEL_MASK = '*'.repeat(11);

const isPesel = (found: string) => found.length === 11 && isValidPesel(found);

/** `text` with every valid PESEL in it (checksum and date) replaced by PESEL_MASK. */
export function maskPesels(text: string): string {
  return text.replace(UUID_OR_ELEVEN_DIGITS, (found) => (isPesel(found) ? PESEL_MASK : found));
}

/** Whether `text` holds a valid PESEL (checksum and date) standing alone, as maskPesels finds it. */
export function containsPesel(text: string): boolean {
  return (text.match(UUID_OR_ELEVEN_DIGITS) ?? []).some(isPesel);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value with its PESELs masked; the same reference when there was none. */
function masked(value: unknown): unknown {
  if (typeof value === 'string') return maskPesels(value);
  if (Array.isArray(value)) {
    const items = value.map(masked);
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    let copy: Json | null = null;
    for (const [key, item] of Object.entries(value)) {
      const next = masked(item);
      if (next !== item) (copy ??= { ...(value as Json) })[key] = next;
    }
    return copy ?? value;
  }
  return value;
}

/** `maskedValue` with the field at `path` taken back from `original`. */
function restore(maskedValue: unknown, original: unknown, path: readonly string[]): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return original;
  if (!isObject(maskedValue) || !isObject(original) || !(key in original)) return maskedValue;
  return { ...maskedValue, [key]: restore(maskedValue[key], original[key], rest) };
}

/**
 * An answer with every PESEL in its strings masked (the same reference when it held none).
 * `keep`, a path of keys (`['account', 'pesel']`), names the one field that holds the
 * caller's own PESEL: it is left as it was.
 */
export function maskPeselsIn(value: unknown, keep?: readonly string[]): unknown {
  const result = masked(value);
  return keep && result !== value ? restore(result, value, keep) : result;
}
