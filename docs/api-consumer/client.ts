// A program elsewhere calling Ludzie Nauki: types generated from the services' OpenAPI
// documents with openapi-typescript, typed calls with openapi-fetch. README.md beside this
// file shows how to generate `./generated/*.ts`; tests/integration/api-consumer.test.ts does
// the same against running services, type-checks this file and runs it.
import createClient from 'openapi-fetch';
import type { paths as ProfilesApi } from './generated/profiles-api.js';
import type { paths as UsersApi } from './generated/users-api.js';

/** `base` is the portal's origin, e.g. https://ludzie.nauka.gov.pl. */
export function ludzieNauki(
  base: string,
  language: 'pl-PL' | 'en-EN' = 'pl-PL',
  // users-api's origin where it is not the portal's (the test's services each have a port).
  usersBase = base,
) {
  const headers = { 'Accept-Language': language };
  const profiles = createClient<ProfilesApi>({ baseUrl: base, headers });
  const users = createClient<UsersApi>({ baseUrl: usersBase, headers });

  return {
    /** A public profile: no login needed. */
    async profile(profileId: string) {
      const { data, error, response } = await profiles.GET(
        '/api/profiles-api/v1.3/public/profile/{profileId}/detailsPerson',
        { params: { path: { profileId } } },
      );
      if (error) throw new Error(`${response.status} ${error.code}: ${error.message}`);
      return data; // typed: data.surname, data.employments, ...
    },

    /** A search: the first page of up to `size` scientists. */
    async search(fullQuery: string, size = 10) {
      const { data, error, response } = await profiles.GET(
        '/api/profiles-api/v1.1/public/profile/scientistSearchData',
        { params: { query: { fullQuery, size } } },
      );
      if (error) throw new Error(`${response.status} ${error.code}: ${error.message}`);
      return data;
    },

    /** The caller's own account: an access token of users-api (bearerAuth) is needed. */
    async accountDetails(accessToken: string) {
      const { data, error, response } = await users.GET('/api/users-api/v1.1/user/accountDetails', {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      if (error) throw new Error(`${response.status} ${error.code}: ${error.message}`);
      return data;
    },
  };
}
