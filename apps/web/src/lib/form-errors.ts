import type { ValidationErrorItem } from '@ln/contracts';
import { ApiError } from './api-client';

/** Field errors by key: the server's 400 `errors` (deduplicated, §5) or the form's own checks. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The field errors of a failed save, by the server's `key` (`aboutMe`, `others.0.link`): the
 * first message of each key. An error without a list gives none (the error dialog shows it).
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? errorsByKey(error.fieldErrors) : {};
}

/** The server's 400 items by field key; the first item of a key wins. */
export function errorsByKey(items: readonly ValidationErrorItem[]): FieldErrors {
  const byKey: Record<string, string> = {};
  for (const item of items) byKey[item.key] ??= item.content;
  return byKey;
}
