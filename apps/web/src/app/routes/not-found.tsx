import { StatusPage } from './status/status';

/** Any path no route matches (§2 "unknown paths"). */
export function NotFoundRoute() {
  return <StatusPage name="notFound" />;
}

export { NotFoundRoute as Component };
