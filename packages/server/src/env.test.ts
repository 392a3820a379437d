import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvError, parseEnv, publicOriginVariable } from './env.js';

describe('PUBLIC_ORIGIN of the page renderers', () => {
  const load = (PUBLIC_ORIGIN?: string) =>
    parseEnv(z.object({ PUBLIC_ORIGIN: publicOriginVariable }), {
      ...(PUBLIC_ORIGIN === undefined ? {} : { PUBLIC_ORIGIN }),
    }).PUBLIC_ORIGIN;

  it('takes a URL, and reads unset or empty (compose passes ${PUBLIC_ORIGIN:-}) as none', () => {
    expect(load('https://ludzie.nauka.gov.pl')).toBe('https://ludzie.nauka.gov.pl');
    expect(load()).toBeUndefined();
    expect(load('')).toBeUndefined();
  });

  it('refuses anything else with a message that names the variable', () => {
    expect(() => load('ludzie.nauka.gov.pl')).toThrow(EnvError);
    expect(() => load('ludzie.nauka.gov.pl')).toThrow(/PUBLIC_ORIGIN: must be a URL/);
  });
});
