import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UuidSchema } from './profiles/common.js';
import { isUuid } from './uuid.js';

describe('isUuid', () => {
  it('answers as the routes’ schema (zod’s uuid()) does', () => {
    const values: unknown[] = [
      randomUUID(),
      randomUUID().toUpperCase(),
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '00000000-0000-0000-8000-000000000001', // version 0
      '00000000-0000-9000-8000-000000000001', // version 9
      '00000000-0000-4000-c000-000000000001', // variant bits
      '00000000-0000-4000-8000-00000000000', // one digit short
      ` ${randomUUID()}`,
      `${randomUUID()}\n`,
      'not-a-uuid',
      '',
      42,
      null,
    ];
    // Every version and variant digit, so the two rules cannot part anywhere.
    for (const v of '0123456789abcdefABCDEF')
      for (const w of '0123456789abcdefABCDEF')
        values.push(`01234567-89ab-${v}def-${w}123-456789abcdef`);
    for (const value of values)
      expect(isUuid(value), String(value)).toBe(UuidSchema.safeParse(value).success);
  });
});
