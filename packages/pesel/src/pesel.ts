import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * PESEL at rest: AES-256-GCM (random 12-byte IV, 16-byte tag; stored as iv ‖ tag ‖ text)
 * plus a keyed HMAC-SHA-256 for look-ups, under a separate key. The plain number is never
 * stored or logged.
 */
export interface PeselKeys {
  encryptionKey: Buffer;
  hashKey: Buffer;
}

const IV_LENGTH = 12;
const TAG_LENGTH = 16;

/** Parses two 32-byte keys given as 64 hexadecimal characters each. */
export function parsePeselKeys(encryptionKeyHex: string, hashKeyHex: string): PeselKeys {
  const parse = (hex: string, name: string) => {
    if (!/^[0-9a-fA-F]{64}$/.test(hex))
      throw new Error(`${name} must be 64 hexadecimal characters`);
    return Buffer.from(hex, 'hex');
  };
  const keys = {
    encryptionKey: parse(encryptionKeyHex, 'PESEL_ENCRYPTION_KEY'),
    hashKey: parse(hashKeyHex, 'PESEL_HASH_KEY'),
  };
  if (keys.encryptionKey.equals(keys.hashKey)) {
    throw new Error('PESEL_ENCRYPTION_KEY and PESEL_HASH_KEY must differ');
  }
  return keys;
}

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

/** The PESEL's check digit is right, and its date of birth exists. */
export function isValidPesel(pesel: string): boolean {
  if (!/^\d{11}$/.test(pesel)) return false;
  const digits = [...pesel].map(Number);
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0);
  if ((10 - (sum % 10)) % 10 !== digits[10]) return false;
  return peselBirthDate(pesel) !== null;
}

/** The date of birth a PESEL encodes (months carry the century), or null if impossible. */
export function peselBirthDate(pesel: string): Date | null {
  const yy = Number(pesel.slice(0, 2));
  const mm = Number(pesel.slice(2, 4));
  const dd = Number(pesel.slice(4, 6));
  const centuries: Array<[number, number]> = [
    [80, 1800],
    [0, 1900],
    [20, 2000],
    [40, 2100],
    [60, 2200],
  ];
  for (const [offset, century] of centuries) {
    const month = mm - offset;
    if (month >= 1 && month <= 12) {
      const date = new Date(Date.UTC(century + yy, month - 1, dd));
      return date.getUTCDate() === dd && date.getUTCMonth() === month - 1 ? date : null;
    }
  }
  return null;
}

/** Builds a valid PESEL from a birth date, a 3-digit serial and the sex. */
export function makePesel(birth: Date, serial: number, female: boolean): string {
  const year = birth.getUTCFullYear();
  const offsets: Record<number, number> = { 18: 80, 19: 0, 20: 20, 21: 40, 22: 60 };
  const offset = offsets[Math.floor(year / 100)];
  if (offset === undefined) throw new Error(`no PESEL for the year ${year}`);
  const sexDigit = (serial % 5) * 2 + (female ? 0 : 1);
  const body =
    String(year % 100).padStart(2, '0') +
    String(birth.getUTCMonth() + 1 + offset).padStart(2, '0') +
    String(birth.getUTCDate()).padStart(2, '0') +
    String(Math.floor(serial / 5) % 1000).padStart(3, '0') +
    String(sexDigit);
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(body[i]), 0);
  return body + String((10 - (sum % 10)) % 10);
}

export function encryptPesel(pesel: string, keys: PeselKeys): Buffer {
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', keys.encryptionKey, iv);
  const text = Buffer.concat([cipher.update(pesel, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), text]);
}

export function decryptPesel(sealed: Uint8Array, keys: PeselKeys): string {
  const buffer = Buffer.from(sealed);
  const iv = buffer.subarray(0, IV_LENGTH);
  const tag = buffer.subarray(IV_LENGTH, IV_LENGTH + TAG_LENGTH);
  const decipher = createDecipheriv('aes-256-gcm', keys.encryptionKey, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(buffer.subarray(IV_LENGTH + TAG_LENGTH)),
    decipher.final(),
  ]).toString('utf8');
}

export function hashPesel(pesel: string, keys: Pick<PeselKeys, 'hashKey'>): Buffer {
  return createHmac('sha256', keys.hashKey).update(pesel, 'utf8').digest();
}
