import { createHash } from 'node:crypto';
import type { RegistryDegree, RegistryEmployment, RegistryPerson } from '@ln/registry';

/**
 * Pure parts of the RAD-on sync (decision 039): the keys of registry rows (the registry gives
 * employments and degrees no id of their own), labels, and the row values of a person.
 */

const key = (...parts: Array<string | number | null | undefined>) =>
  createHash('sha1')
    .update(parts.map((p) => p ?? '').join('|'))
    .digest('hex');

/** An employment is its institution and its start: the registry names no other key. */
export const employmentKey = (e: RegistryEmployment) =>
  key('E', e.institutionSourceId ?? e.institutionName, e.startDate);

/** A degree or title is its kind, its year and who granted it. */
export const degreeKey = (d: RegistryDegree) =>
  key('D', d.kind, d.year, d.institutionSourceId ?? d.institutionName);

export const personLabel = (p: Pick<RegistryPerson, 'firstName' | 'lastName'>) =>
  `${p.firstName} ${p.lastName}`.trim();

/** The printed label of a degree as the portal shows it ('dr hab.', 'prof.'). */
export function degreeLabel(d: RegistryDegree): string {
  switch (d.kind) {
    case 'MASTER':
      return /inżynier/i.test(d.label ?? '') ? 'mgr inż.' : 'mgr';
    case 'DOCTOR':
      return 'dr';
    case 'HABILITATED_DOCTOR':
      return 'dr hab.';
    case 'PROFESSOR':
      return 'prof.';
  }
}

/** An ISO date (YYYY-MM-DD) the database takes, or null. */
export function isoDay(value: string | null): string | null {
  if (!value) return null;
  const day = value.slice(0, 10);
  return /^[12]\d{3}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** A two-letter country code, or null (the registry sometimes names the country in full). */
export const countryCode = (value: string | null) =>
  value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;

/** The registry-owned scalars of a profile as last delivered (kept in the provenance row). */
export interface DeliveredPerson {
  label: string;
  firstName: string;
  secondName: string | null;
  surname: string;
  prefix: string | null;
  calculatedEduLevel: string | null;
  orcid: string | null;
}

export function deliveredPerson(p: RegistryPerson): DeliveredPerson {
  return {
    label: personLabel(p),
    firstName: p.firstName.slice(0, 100),
    secondName: p.middleName?.slice(0, 100) ?? null,
    surname: p.lastName.slice(0, 100),
    prefix: p.lastNamePrefix?.slice(0, 32) ?? null,
    calculatedEduLevel: p.calculatedEduLevel?.slice(0, 64) ?? null,
    orcid: p.orcid ?? null,
  };
}
