/** The UUIDs the services accept as ids (RFC 9562 layout, versions 1–8, as zod's `uuid()`). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True when `value` can be a profile, gremium or publication id; lets a page 404 early. */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
