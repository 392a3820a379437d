// Reading jsonb columns defensively: a value that is not the documented shape is left out,
// never a 500. Shared by the modules that keep state-system payloads as jsonb.

export const asObject = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const asString = (value: unknown): string | null =>
  typeof value === 'string' ? value : null;

export interface ShowingEntity {
  name: string | null;
  institutions: Array<{ uuid: string | null; name: string }>;
  persons: Array<{ name: string; surname: string }>;
}

/** The "showing entity" of a patent right or a project: institutions and persons with names. */
export function showingEntity(value: unknown): ShowingEntity | null {
  const o = asObject(value);
  if (!o) return null;
  return {
    name: asString(o.name),
    institutions: asArray(o.institutions).flatMap((item) => {
      const i = asObject(item);
      const name = asString(i?.name);
      return name ? [{ uuid: asString(i?.uuid) ?? asString(i?.id), name }] : [];
    }),
    persons: asArray(o.persons).flatMap((item) => {
      const p = asObject(item);
      const name = asString(p?.name) ?? asString(p?.firstName);
      const surname = asString(p?.surname);
      return name && surname ? [{ name, surname }] : [];
    }),
  };
}
