import { isValidPesel } from '@ln/pesel';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * 11 digits standing alone; a leading + marks a phone number (+48…), not a PESEL. A UUID is
 * matched first and left whole: its last group can hold 11 digits between a hyphen and a
 * letter, and an id is never a PESEL (a user's id in an answer was masked when those digits
 * happened to pass the PESEL check).
 */
const UUID_OR_ELEVEN_DIGITS =
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?<![\d+])\d{11}(?!\d)/gi;
export const PESEL_MASK = '*'.repeat(11);

/** `text` with every valid PESEL in it (checksum and date) replaced by PESEL_MASK. */
export function maskPesels(text: string): string {
  return text.replace(UUID_OR_ELEVEN_DIGITS, (found) =>
    found.length === 11 && isValidPesel(found) ? PESEL_MASK : found,
  );
}

/** The value with its PESELs masked; the same reference when there was none. */
function masked(value: unknown): unknown {
  if (typeof value === 'string') return maskPesels(value);
  if (Array.isArray(value)) {
    const items = value.map(masked);
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    let copy: Record<string, unknown> | null = null;
    for (const [key, item] of Object.entries(value)) {
      const next = masked(item);
      if (next !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
    }
    return copy ?? value;
  }
  return value;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Where the answer holds its caller's own PESEL, as a path of keys (`['pesel']`,
     * `['account', 'pesel']`): that one field is left as it is; everything else is masked.
     */
    ownPesel?: readonly string[];
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `maskedValue` with the field at `path` taken back from `original`. */
function restore(maskedValue: unknown, original: unknown, path: readonly string[]): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return original;
  if (!isObject(maskedValue) || !isObject(original) || !(key in original)) return maskedValue;
  return { ...maskedValue, [key]: restore(maskedValue[key], original[key], rest) };
}

/**
 * ARCHITECTURE rule "a PESEL never leaves users-api except to its owner": whatever a field
 * holds (a login node whose `sub` is a PESEL, an old account's login, an echoed input), every
 * answer of users-api is masked before it is serialised. A route that answers the caller's own
 * PESEL names its field in `config.ownPesel` (`GET v1.0/auth/user`, `GET v1.0/user/dataExport`).
 */
export const peselMaskingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const result = masked(payload);
    const ownPesel = request.routeOptions.config.ownPesel;
    return ownPesel && result !== payload ? restore(result, payload, ownPesel) : result;
  });
});
