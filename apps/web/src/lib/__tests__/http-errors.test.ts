import { describe, expect, it } from 'vitest';

import { dedupeFieldErrors, isPublicDownloadUrl, resolveHttpError } from '../http-errors';

const envelope = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  message: `message of ${code}`,
  reqId: 'req-1',
  ...extra,
});
const PROFILES = '/api/profiles-api';
const USERS = '/api/users-api';

describe('the §8 error table', () => {
  it.each([
    [401, 'CONSENT_CHANGE_REQUIRED_ERROR', '/terms-and-conditions?modified=1'],
    [401, 'CONSENT_REQUIRED_ERROR', '/terms-and-conditions'],
    [401, 'ACCOUNT_LOCKED', '/locked-account'],
    [401, 'CLOSED_USER_ERROR', '/closed-user-error'],
    [401, 'NATIONAL_NODE_ERROR', '/unauthorized-national-error'],
    [401, 'UNAUTHORIZED', '/unauthorized'],
    [401, 'SOMETHING_ELSE', '/unauthorized'],
    [403, 'FORBIDDEN', '/access-denied'],
    [404, 'NOT_FOUND', '/not-found'],
    [404, 'PROFILE_NOT_FOUND', '/not-found'],
    [500, 'INTERNAL_ERROR', '/internal-server-error'],
    [502, 'BAD_GATEWAY', '/bad-gateway'],
    [400, 'HIDDEN_PROFILE_ERROR', '/hidden-profile'],
  ])('%i %s goes to %s', (status, code, to) => {
    expect(
      resolveHttpError({ status, body: envelope(code), url: `${PROFILES}/v1.0/public/x` }),
    ).toEqual({ kind: 'navigate', to });
  });

  it('answers a 401 without an envelope with /unauthorized', () => {
    expect(resolveHttpError({ status: 401, body: 'Unauthorized', url: `${USERS}/x` })).toEqual({
      kind: 'navigate',
      to: '/unauthorized',
    });
  });

  it.each([
    [503, '/service-unavailable'],
    [504, '/gateway-timeout'],
    [505, '/http-version-not-supported'],
  ])('%i stores the error body, then goes to %s', (status, to) => {
    const body = envelope('SERVICE_UNAVAILABLE');
    expect(resolveHttpError({ status, body, url: `${USERS}/x` })).toEqual({
      kind: 'navigate',
      to,
      storeBody: body,
    });
  });

  it('sends NATIONAL_NODE_ERROR of the user and own-profile-id calls to /unauthorized', () => {
    const body = envelope('NATIONAL_NODE_ERROR');
    for (const url of [`${USERS}/v1.0/auth/user`, `${PROFILES}/v1.0/profile/profileId`]) {
      expect(resolveHttpError({ status: 401, body, url })).toEqual({
        kind: 'navigate',
        to: '/unauthorized',
      });
    }
  });

  it('passes a 400 with an error list to the form, without duplicates', () => {
    const errors = [
      { key: 'email', content: 'must be an e-mail address', invalidValue: 'x' },
      { key: 'email', content: 'must be an e-mail address', invalidValue: 'x' },
      { key: 'surname', content: 'is required' },
    ];
    expect(
      resolveHttpError({
        status: 400,
        body: envelope('VALIDATION_ERROR', { errors }),
        url: `${USERS}/v1.0/user/editUserData`,
      }),
    ).toEqual({ kind: 'field-errors', errors: [errors[0], errors[2]] });
  });

  it('opens the error dialog with the technical message for a 400 without a list', () => {
    expect(
      resolveHttpError({ status: 400, body: envelope('CONFLICT'), url: `${PROFILES}/x` }),
    ).toEqual({ kind: 'error-dialog', message: 'message of CONFLICT' });
    expect(
      resolveHttpError({
        status: 400,
        body: envelope('VALIDATION_ERROR', { errors: [] }),
        url: `${PROFILES}/x`,
      }),
    ).toEqual({ kind: 'error-dialog', message: 'message of VALIDATION_ERROR' });
    expect(resolveHttpError({ status: 400, body: null, url: `${PROFILES}/x` })).toEqual({
      kind: 'error-dialog',
      message: 'HTTP 400',
    });
  });

  it('exempts public download URLs from every rule', () => {
    const url = `${PROFILES}/v1.0/public/download/00000000-0000-4000-8000-000000000001`;
    expect(isPublicDownloadUrl(url)).toBe(true);
    for (const status of [400, 401, 403, 404, 500, 502, 503]) {
      expect(resolveHttpError({ status, body: envelope('X'), url })).toEqual({ kind: 'none' });
    }
  });

  it('leaves codes outside the table (409, 413, 429) to the caller', () => {
    for (const status of [409, 413, 429]) {
      expect(resolveHttpError({ status, body: envelope('X'), url: `${USERS}/x` })).toEqual({
        kind: 'none',
      });
    }
  });

  it('keeps distinct errors of one field', () => {
    expect(
      dedupeFieldErrors([
        { key: 'a', content: 'one' },
        { key: 'a', content: 'two' },
      ]),
    ).toHaveLength(2);
  });
});
