import {
  createHash,
  createPrivateKey,
  createPublicKey,
  randomBytes,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { CvLanguage, CvVerificationKeys, CvVerifiedFacts } from '@ln/contracts';
import canonicalize from 'canonicalize';
import { calculateJwkThumbprint } from 'jose';

// A CV a reviewer can verify (issue 49, docs/cv.md "Verification"): the facts a generated
// document stands for, in their canonical form (RFC 8785, the `canonicalize` package), signed
// with Ed25519 (Node's crypto). Pure: no database, no request.

/** 12 random bytes as 24 hexadecimal characters: 96 bits, beyond guessing or enumerating. */
export function newVerificationCode(): string {
  return randomBytes(12).toString('hex');
}

/** The code as printed: groups of four ("1a2b-3c4d-…"). */
export function printedCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-');
}

/** The bytes the signature covers: the RFC 8785 canonical JSON of the facts. */
export function canonicalFacts(facts: unknown): Buffer {
  return Buffer.from(canonicalize(facts) ?? '', 'utf8');
}

/**
 * What an unchanged CV shares between its downloads: the facts without their code and day.
 * A second download of the same content keeps the first one's code.
 */
export function contentHash(facts: CvVerifiedFacts): Buffer {
  const { code: _code, issued: _issued, ...content } = facts;
  return createHash('sha256').update(canonicalFacts(content)).digest();
}

export interface CvSigner {
  /** The RFC 7638 thumbprint of the public key. */
  keyId: string;
  sign(facts: CvVerifiedFacts): Buffer;
  /** Whether `signature` is this key's over the facts as they are now. */
  verify(facts: unknown, signature: Uint8Array, keyId: string): boolean;
  /** The public key as a JSON Web Key Set. */
  keys: CvVerificationKeys;
}

/** The signer of one Ed25519 private key (PKCS#8 PEM). */
export async function createCvSigner(privateKeyPem: string): Promise<CvSigner> {
  const privateKey: KeyObject = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('CV_SIGNING_KEY must be an Ed25519 private key (PKCS#8 PEM)');
  const publicKey = createPublicKey(privateKey);
  const jwk = publicKey.export({ format: 'jwk' }) as { kty: 'OKP'; crv: 'Ed25519'; x: string };
  const keyId = await calculateJwkThumbprint(jwk, 'sha256');
  return {
    keyId,
    sign: (facts) => sign(null, canonicalFacts(facts), privateKey),
    verify: (facts, signature, signedBy) => {
      if (signedBy !== keyId) return false;
      try {
        return verify(null, canonicalFacts(facts), publicKey, signature);
      } catch {
        return false;
      }
    },
    keys: {
      keys: [{ kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid: keyId, alg: 'EdDSA', use: 'sig' }],
    },
  };
}

type Source = CvVerifiedFacts['degrees'][number]['source'];
type DataSource = 'POLON' | 'PBN' | 'OPI' | 'RADON' | 'NAUKA_POLSKA' | 'ORCID' | 'USER';

/** A record's source as the verify page names it; USER is the owner. */
const sourceOf = (source: DataSource): Source => (source === 'USER' ? 'OWNER' : source);

/** From a registry and not edited by the owner since (accounts-and-platform §4). */
const confirmedRecord = (r: { source: DataSource; modifiedByUserAt: Date | null }) =>
  r.source !== 'USER' && r.modifiedByUserAt === null;

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export interface FactsInput {
  code: string;
  issued: Date;
  language: CvLanguage;
  owner: { profileId: string; name: string };
  /** The CV's basic data (DEGREE, EMPLOYMENT, POSITION are the facts a registry can confirm). */
  basicData: Array<{ key: string; value: string }>;
  /** The profile's degrees and titles. */
  degrees: Array<{
    label: string;
    year: number | null;
    grantingInstitutionName: string | null;
    source: DataSource;
    modifiedByUserAt: Date | null;
  }>;
  /** The profile's employments, current first. */
  employments: Array<{
    institutionName: string;
    position: string | null;
    positionEn: string | null;
    source: DataSource;
    modifiedByUserAt: Date | null;
  }>;
  /** The CV's publications, in its order. */
  publications: Array<{
    publicationId: string | null;
    title: string;
    year: number | null;
    doi: string | null;
  }>;
  /** Of those, the ones on the owner's public profile (by id or DOI), with their PBN id. */
  onProfile: Array<{ id: string; doi: string | null; pbnId: string | null }>;
}

/**
 * The facts of one document: only what the CV itself holds (its degree, employment and
 * publications), each with where it comes from and whether a registry confirms it. Nothing of
 * the profile that the owner left out of the CV is read into them.
 */
export function buildFacts(input: FactsInput): CvVerifiedFacts {
  const basic = new Map(input.basicData.map((b) => [b.key, b.value]));
  const degreeLabel = basic.get('DEGREE');
  const degree = degreeLabel ? input.degrees.find((d) => same(d.label, degreeLabel)) : undefined;
  const institution = basic.get('EMPLOYMENT');
  const position = basic.get('POSITION') ?? null;
  const job = institution
    ? input.employments.find((e) => same(e.institutionName, institution))
    : undefined;
  const byId = new Map(input.onProfile.map((p) => [p.id, p]));
  const byDoi = new Map(input.onProfile.filter((p) => p.doi).map((p) => [p.doi!.toLowerCase(), p]));
  return {
    version: 1,
    code: input.code,
    issued: input.issued.toISOString().slice(0, 10),
    language: input.language,
    owner: input.owner,
    degrees: degreeLabel
      ? [
          degree
            ? {
                label: degreeLabel,
                year: degree.year,
                institution: degree.grantingInstitutionName,
                source: sourceOf(degree.source),
                confirmed: confirmedRecord(degree),
              }
            : {
                label: degreeLabel,
                year: null,
                institution: null,
                source: 'OWNER',
                confirmed: false,
              },
        ]
      : [],
    employments: institution
      ? [
          job
            ? {
                institution,
                position,
                source: sourceOf(job.source),
                // The position too must be the registry's when the CV names one.
                confirmed:
                  confirmedRecord(job) &&
                  (position === null ||
                    same(position, job.position) ||
                    same(position, job.positionEn)),
              }
            : { institution, position, source: 'OWNER', confirmed: false },
        ]
      : [],
    publications: input.publications.map((p) => {
      const found =
        (p.publicationId ? byId.get(p.publicationId) : undefined) ??
        (p.doi ? byDoi.get(p.doi.toLowerCase()) : undefined);
      return {
        title: p.title,
        year: p.year,
        doi: p.doi ?? found?.doi ?? null,
        pbnId: found?.pbnId ?? null,
        onProfile: found !== undefined,
      };
    }),
  };
}
