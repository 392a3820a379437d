import { randomUUID } from 'node:crypto';
import { makePesel } from '@ln/pesel';
import { describe, expect, it } from 'vitest';
import { useSeededApi } from '../testing/seeded-app.js';

// House rule 5 in profiles-api's answers, as users-api keeps it (issue 41 #5): a PESEL that
// reached a text field, or a request echoed in a 400, leaves masked.
const api = useSeededApi();
const base = '/api/profiles-api';
const pesel = makePesel(new Date(Date.UTC(1971, 2, 14)), 321, false);
/** Digits that pass the PESEL check but stand in a phone number. */
const phone = makePesel(new Date(Date.UTC(1982, 5, 1)), 77, true);

describe('PESELs in the answers of profiles-api', () => {
  it('are masked in stored text and in an echoed request, while ids and other numbers stay whole', async () => {
    const id = randomUUID();
    await api().db.gremium.create({
      data: {
        id,
        name: `Rada ${pesel} przy ul. Długiej`,
        description: `Telefon +${phone}, numer 12345678901, rok 2024`,
        source: 'USER',
      },
    });
    const read = await api().app.inject({ url: `${base}/v1.1/public/gremium/${id}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.body).not.toContain(pesel);
    const body = read.json() as { gremium: { name: string }; description: string };
    expect(body.gremium.name).toBe('Rada *********** przy ul. Długiej');
    // A phone number (+…), a number that is no PESEL and the id are left as they were.
    expect(body.description).toBe(`Telefon +${phone}, numer 12345678901, rok 2024`);
    expect(read.body).toContain(id);

    const echoed = await api().app.inject({ url: `${base}/v1.1/public/gremium/${pesel}` });
    expect(echoed.statusCode).toBe(400);
    expect(echoed.body).not.toContain(pesel);
    expect(echoed.json().errors[0].invalidValue).toBe('***********');
  });
});
