import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { paths } from '../../config/paths';

/** The id of an old hash link `#/profile/scientist?id=<bwnpId>`, or null. */
export function legacyHashId(hash: string): string | null {
  const match = /^#\/profile\/scientist\?(.*)$/.exec(hash);
  if (!match) return null;
  const id = new URLSearchParams(match[1]).get('id');
  return id && /^\d+$/.test(id) ? id : null;
}

/** Sends an old hash link to the legacy look-up route, which finds the profile (§2). */
export function HashLinkRedirect() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const id = legacyHashId(hash);
    if (id) void navigate(paths.legacyScientist.getHref('nauka', id), { replace: true });
  }, [hash, navigate]);
  return null;
}
