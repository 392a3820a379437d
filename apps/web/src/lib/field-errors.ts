import type { ValidationErrorItem } from '@ln/contracts';

/**
 * A server 400's `errors` by field key (accounts-and-platform §5), each key once: the form
 * shows each under the field of that key and lists the keys it has no field for on top.
 */
export function errorsByKey(errors: readonly ValidationErrorItem[]): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const error of errors) if (!byKey.has(error.key)) byKey.set(error.key, error.content);
  return byKey;
}
