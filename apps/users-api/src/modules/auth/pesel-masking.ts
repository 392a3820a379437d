import { isValidPesel } from '@ln/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** 11 digits standing alone; a leading + marks a phone number (+48…), not a PESEL. */
const ELEVEN_DIGITS = /(?<![\d+])\d{11}(?!\d)/g;
export const PESEL_MASK = '*'.repeat(11);

/** `text` with every valid PESEL in it (checksum and date) replaced by PESEL_MASK. */
export function maskPesels(text: string): string {
  return text.replace(ELEVEN_DIGITS, (digits) => (isValidPesel(digits) ? PESEL_MASK : digits));
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

/**
 * ARCHITECTURE rule "a PESEL never leaves users-api except to its owner": whatever a field
 * holds (a login node whose `sub` is a PESEL, an old account's login, an echoed input), every
 * answer of users-api is masked before it is serialised. The exceptions are the owner's own:
 * the `pesel` field of `GET v1.0/auth/user` and `account.pesel` of `GET v1.0/user/dataExport`.
 */
export const peselMaskingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const url = request.routeOptions.url;
    if (!payload || typeof payload !== 'object') return masked(payload);
    if (url?.endsWith('/v1.0/auth/user')) {
      const { pesel, ...rest } = payload as Record<string, unknown>;
      return { ...(masked(rest) as object), pesel };
    }
    if (url?.endsWith('/v1.0/user/dataExport')) {
      // One's own data export (docs/accounts.md): the account's own PESEL, nothing else.
      const { account, ...rest } = payload as { account?: Record<string, unknown> };
      if (!account) return masked(payload);
      const { pesel, ...accountRest } = account;
      return {
        ...(masked(rest) as object),
        account: { ...(masked(accountRest) as object), pesel },
      };
    }
    return masked(payload);
  });
});
