import { generateCvSigningKey } from '@ln/db';
import { describe, expect, it } from 'vitest';
import {
  buildFacts,
  canonicalFacts,
  contentHash,
  createCvSigner,
  newVerificationCode,
  printedCode,
  type FactsInput,
} from './cv-verification.fns.js';

const input = (over: Partial<FactsInput> = {}): FactsInput => ({
  code: 'a'.repeat(24),
  issued: new Date('2026-12-02T10:00:00Z'),
  language: 'pl',
  owner: { profileId: '00000000-0000-4000-8000-000000000001', name: 'prof. Anna Kowalska' },
  basicData: [
    { key: 'FIRST_NAME', value: 'Anna' },
    { key: 'DEGREE', value: 'prof.' },
    { key: 'EMPLOYMENT', value: 'Uniwersytet Jagielloński' },
    { key: 'POSITION', value: 'profesor' },
    { key: 'EMAIL', value: 'anna@example.org' },
  ],
  degrees: [
    {
      label: 'dr',
      year: 2001,
      grantingInstitutionName: 'UW',
      source: 'POLON',
      modifiedByUserAt: null,
    },
    {
      label: 'prof.',
      year: 2015,
      grantingInstitutionName: 'Prezydent Rzeczypospolitej Polskiej',
      source: 'POLON',
      modifiedByUserAt: null,
    },
  ],
  employments: [
    {
      institutionName: 'Uniwersytet Jagielloński',
      position: 'profesor',
      positionEn: 'professor',
      source: 'RADON',
      modifiedByUserAt: null,
    },
  ],
  publications: [
    {
      publicationId: '00000000-0000-4000-8000-0000000000a1',
      title: 'Na profilu',
      year: 2020,
      doi: null,
    },
    { publicationId: null, title: 'Wpisana ręcznie', year: 2019, doi: '10.1/X' },
    { publicationId: null, title: 'Nieznana', year: null, doi: null },
  ],
  onProfile: [
    { id: '00000000-0000-4000-8000-0000000000a1', doi: '10.1/on', pbnId: 'pbn-1' },
    { id: '00000000-0000-4000-8000-0000000000a2', doi: '10.1/x', pbnId: null },
  ],
  ...over,
});

describe('the facts of a CV document', () => {
  it('hold the degree, employment and publications the CV names, with their sources', () => {
    const facts = buildFacts(input());
    expect(facts.issued).toBe('2026-12-02');
    expect(facts.degrees).toEqual([
      {
        label: 'prof.',
        year: 2015,
        institution: 'Prezydent Rzeczypospolitej Polskiej',
        source: 'POLON',
        confirmed: true,
      },
    ]);
    expect(facts.employments).toEqual([
      {
        institution: 'Uniwersytet Jagielloński',
        position: 'profesor',
        source: 'RADON',
        confirmed: true,
      },
    ]);
    expect(facts.publications).toEqual([
      { title: 'Na profilu', year: 2020, doi: '10.1/on', pbnId: 'pbn-1', onProfile: true },
      { title: 'Wpisana ręcznie', year: 2019, doi: '10.1/X', pbnId: null, onProfile: true },
      { title: 'Nieznana', year: null, doi: null, pbnId: null, onProfile: false },
    ]);
  });

  it('hold nothing the owner left out of the CV, and mark what the owner changed or typed', () => {
    const facts = buildFacts(
      input({
        basicData: [
          { key: 'EMPLOYMENT', value: 'Uniwersytet Jagielloński' },
          { key: 'POSITION', value: 'rektor' },
        ],
        publications: [],
        degrees: [{ ...input().degrees[1]!, modifiedByUserAt: new Date() }],
      }),
    );
    // No DEGREE in the CV: no degree in the facts, though the profile has two.
    expect(facts.degrees).toEqual([]);
    // A position the registry does not hold is not confirmed.
    expect(facts.employments[0]).toMatchObject({ source: 'RADON', confirmed: false });
    expect(JSON.stringify(facts)).not.toContain('anna@example.org');
    expect(JSON.stringify(facts)).not.toContain('Prezydent');

    const typed = buildFacts(input({ basicData: [{ key: 'DEGREE', value: 'prof.' }] }));
    expect(typed.degrees[0]).toMatchObject({ source: 'POLON', confirmed: true });
    const edited = buildFacts(
      input({
        basicData: [{ key: 'DEGREE', value: 'prof.' }],
        degrees: [{ ...input().degrees[1]!, modifiedByUserAt: new Date() }],
      }),
    );
    expect(edited.degrees[0]).toMatchObject({ source: 'POLON', confirmed: false });
    const own = buildFacts(input({ basicData: [{ key: 'DEGREE', value: 'dr h.c. mult.' }] }));
    expect(own.degrees[0]).toMatchObject({ source: 'OWNER', confirmed: false });
  });

  it('keep their content hash across codes and days, not across a changed fact', () => {
    const a = buildFacts(input());
    const b = buildFacts(input({ code: 'b'.repeat(24), issued: new Date('2027-01-01') }));
    expect(contentHash(a).equals(contentHash(b))).toBe(true);
    const c = buildFacts(input({ language: 'en' }));
    expect(contentHash(a).equals(contentHash(c))).toBe(false);
  });
});

describe('the signature', () => {
  it('verifies for the facts as signed; one bit changed in the facts or the signature fails', async () => {
    const signer = await createCvSigner(generateCvSigningKey());
    const facts = buildFacts(input());
    const signature = signer.sign(facts);
    expect(signer.verify(facts, signature, signer.keyId)).toBe(true);
    // Key order does not matter: the canonical form sorts it (RFC 8785).
    const reordered = Object.fromEntries(Object.entries(facts).reverse());
    expect(signer.verify(reordered, signature, signer.keyId)).toBe(true);

    const flipped = Buffer.from(signature);
    flipped[10]! ^= 0x01;
    expect(signer.verify(facts, flipped, signer.keyId)).toBe(false);
    const bytes = canonicalFacts(facts);
    const at = bytes.indexOf('prof.');
    bytes[at]! ^= 0x01; // "qrof."
    expect(signer.verify(JSON.parse(bytes.toString('utf8')), signature, signer.keyId)).toBe(false);
    expect(
      signer.verify(
        { ...facts, degrees: [{ ...facts.degrees[0]!, confirmed: !facts.degrees[0]!.confirmed }] },
        signature,
        signer.keyId,
      ),
    ).toBe(false);
    // Another key's signature, or the right one named with another key id, fails.
    const other = await createCvSigner(generateCvSigningKey());
    expect(signer.verify(facts, other.sign(facts), signer.keyId)).toBe(false);
    expect(signer.verify(facts, signature, other.keyId)).toBe(false);
  });

  it('publishes its public key as a JWKS with its thumbprint, and refuses another kind of key', async () => {
    const signer = await createCvSigner(generateCvSigningKey());
    const [key] = signer.keys.keys;
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', kid: signer.keyId });
    expect(Buffer.from(key!.x, 'base64url')).toHaveLength(32);
    const { generateKeyPairSync } = await import('node:crypto');
    const p256 = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    await expect(createCvSigner(p256)).rejects.toThrow(/Ed25519/);
  });
});

describe('codes', () => {
  it('are 24 hexadecimal characters (96 bits), printed in groups of four', () => {
    const code = newVerificationCode();
    expect(code).toMatch(/^[0-9a-f]{24}$/);
    expect(newVerificationCode()).not.toBe(code);
    expect(printedCode('1a2b3c4d5e6f7a8b9c0d1e2f')).toBe('1a2b-3c4d-5e6f-7a8b-9c0d-1e2f');
  });
});
