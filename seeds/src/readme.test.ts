import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePeselKeys } from '@ln/pesel';
import { REPO_ROOT } from '@ln/db';
import { describe, expect, it } from 'vitest';
import { personaLogins } from './persona-logins.js';

describe('README', () => {
  it('lists the personas exactly as a default seed creates them', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const keys = parsePeselKeys(randomBytes(32).toString('hex'), randomBytes(32).toString('hex'));
    for (const persona of personaLogins(keys)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| ${persona.key} `));
      expect(row, `README row of ${persona.key}`).toBeDefined();
      const cells = row!.split('|').map((c) => c.trim());
      // | login | name | roles | status | PESEL | ORCID | profile |
      expect(cells[2], persona.key).toBe(`${persona.firstName} ${persona.surname}`);
      expect(cells[4], persona.key).toBe(persona.status);
      expect(cells[5], persona.key).toBe(persona.pesel);
      expect(cells[6], persona.key).toBe(persona.orcid ?? '');
      expect(cells[7], persona.key).toBe(persona.profileId ?? '—');
    }
  });
});
