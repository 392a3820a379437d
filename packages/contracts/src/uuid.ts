// The one test of an id, for code that holds a string and no schema (the web app, a guard).
// It is zod's rule (`z.uuid()`, which `UuidSchema` and so every route validates with): an
// RFC 9562 UUID of versions 1–8 with its variant bits, or the nil and max UUIDs. The pattern is
// written here rather than imported from zod, whose pattern module comes only with its core:
// the web app's first load would carry the schema library (about 15 KB). uuid.test.ts holds it
// to zod's own answer.
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** True for an id the routes accept (zod's `uuid()`). */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);
