import { isReturnToPath } from '@ln/contracts';

import { paths } from '../../config/paths';

/**
 * A `returnTo` that is safe to go back to: a path of this site (users-api checks it too), never
 * the login page itself; otherwise home.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !isReturnToPath(value)) return paths.home.getHref();
  const path = value.split(/[?#]/)[0] ?? '';
  return path === paths.login.path ? paths.home.getHref() : value;
}
