import { loadCatalogue } from '@ln/i18n';
import { catalogues } from '@ln/i18n/catalogues';
import type { RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { addLaterTexts, initI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { createRoutes } from '../router';

/** Runs the `lazy` of every route matching `path`, as the router does before it renders. */
async function loadRoutes(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
}

describe('the later texts (the signed-in screens’ catalogue)', () => {
  it.each(['pl-PL', 'en-EN'] as const)(
    '%s: a public page starts without them; a signed-in screen loads them with its code',
    async (locale) => {
      // The browser's start: the texts public pages show, as main.tsx loads them.
      const i18n = initI18n(locale, await loadCatalogue(locale));
      const routes = createRoutes(createQueryClient(), {
        loadLaterTexts: () => addLaterTexts(i18n),
      });

      await loadRoutes(routes, '/profiles/4f5a1e0c-2b7d-4c1e-9a35-0d3c2b1a7e11');
      expect(i18n.t('HEADER.SEARCH')).toBe(catalogues[locale].HEADER.SEARCH);
      expect(i18n.exists('ACCOUNT.LOAD_ERROR')).toBe(false);
      expect(i18n.exists('PROFILE_EDIT.TITLE')).toBe(false);

      await loadRoutes(routes, '/users/user');
      expect(i18n.t('ACCOUNT.LOAD_ERROR')).toBe(catalogues[locale].ACCOUNT.LOAD_ERROR);
      expect(i18n.t('PROFILE_EDIT.TITLE')).toBe(catalogues[locale].PROFILE_EDIT.TITLE);
    },
  );
});
