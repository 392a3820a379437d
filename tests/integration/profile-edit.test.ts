import { crc32 } from 'node:zlib';
import { ABOUT_ME_MAX_LENGTH, PHOTO_MAX_BYTES, PROFILE_EDIT_AUDIT_ACTIONS } from '@ln/contracts';
import { Prisma } from '@ln/db';
import { seedId } from '@ln/seeds';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { callerFor, useIdentityStack } from '@ln/testing/identity-stack';

/**
 * The owner's profile edits (profiles-area §7 "Profile edits"): real logins through the dev
 * identity provider, real PostgreSQL; every route for success, its validation rules, owner
 * only, and the refusals for deceased, locked and blocked.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const stack = useIdentityStack();
const base = '/api/profiles-api';
const FULL = seedId('profile', 0); // owner's: current employment from POL-on
const ORCID = seedId('profile', 3); // orcid-owner's

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

const call = callerFor(stack, 'profilesApi', base);

/** A multipart/form-data body with one file part. */
function multipart(field: string, fileName: string, type: string, content: Buffer) {
  const boundary = '----ln-test-boundary-7d1f';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(persona: string | null, fileName: string, type: string, content: Buffer) {
  const body = multipart('file', fileName, type, content);
  return call(persona, 'POST', '/v1.0/profile/uploadMainImage', body.payload, body.headers);
}

const errorKeys = (res: { json(): { errors?: Array<{ key: string }> } }) =>
  (res.json().errors ?? []).map((e) => e.key).sort();

async function auditActions(profileId: string): Promise<string[]> {
  const rows = await stack().db.auditLog.findMany({
    where: { targetType: 'PROFILE', targetId: profileId },
    select: { action: true },
  });
  return rows.map((r) => r.action);
}

async function outboxRows(profileId: string): Promise<number> {
  return stack().db.searchOutbox.count({ where: { profileId } });
}

describe('every edit route is owner-only, decided before the body is read', () => {
  const routes: Array<[Method, string]> = [
    ['PUT', '/v1.0/profile/personalData'],
    ['PUT', '/v1.0/profile/aboutMe'],
    ['PUT', '/v1.0/profile/contact'],
    ['PUT', '/v1.0/profile/myProfiles'],
    ['POST', `/v1.0/profile/${FULL}/editSpecialties`],
    ['POST', '/v1.0/profile/uploadMainImage'],
    ['DELETE', '/v1.0/profile/deleteMainImage'],
    ['GET', `/v1.0/profile/${FULL}/editData`],
    ['PUT', `/v1.0/profile/employment/${FULL}`],
    ['POST', `/v1.0/profile/employment/${FULL}/restore`],
    ['PUT', `/v1.0/profile/degreeOrTitle/${FULL}`],
    ['POST', `/v1.0/profile/degreeOrTitle/${FULL}/restore`],
    ['PUT', `/v1.0/profile/researchWork/${FULL}/title`],
  ];

  it.each(routes)('%s %s: anonymous 401, account without a profile 403', async (method, url) => {
    const anonymous = await call(null, method, url, '{"not":"valid"', {
      'content-type': 'application/json',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHORIZED');
    const noProfile = await call('no-profile', method, url, '{', {
      'content-type': 'application/json',
    });
    expect(noProfile.statusCode).toBe(403);
  });

  it('another owner’s profile id in the path is 404 as an unknown one, whatever the body', async () => {
    const auditBefore = await stack().db.auditLog.count({ where: { targetId: FULL } });
    const res = await call('orcid-owner', 'POST', `/v1.0/profile/${FULL}/editSpecialties`, {
      specialties: 'broken',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('errors');
    const unknown = await call(
      'orcid-owner',
      'POST',
      '/v1.0/profile/00000000-0000-4000-8000-00000000dead/editSpecialties',
      {
        specialties: 'broken',
      },
    );
    // Decision 029: the answer for someone else's profile is the answer for no profile at all.
    const { reqId: _res, ...theirs } = res.json();
    const { reqId: _unknown, ...none } = unknown.json();
    expect(theirs).toEqual(none);
    expect(theirs.code).toBe('PROFILE_NOT_FOUND');
    // A path id that is no id at all is nobody's: validation refuses it, and nothing changes.
    const notUuid = await call('orcid-owner', 'POST', '/v1.0/profile/x/editSpecialties', {});
    expect(notUuid.statusCode).toBe(400);
    expect(errorKeys(notUuid)).toContain('profileId');
    expect(await stack().db.auditLog.count({ where: { targetId: FULL } })).toBe(auditBefore);
  });
});

describe('PUT v1.0/profile/aboutMe', () => {
  it('saves both languages, answers the edit view, shows it publicly and audits it', async () => {
    const res = await call('owner', 'PUT', '/v1.0/profile/aboutMe', {
      aboutMe: '  Badam historię nauki polskiej. a < b oraz „cytaty”.  ',
      aboutMeEn: 'I study the history of Polish science.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      profileId: FULL,
      aboutMe: 'Badam historię nauki polskiej. a < b oraz „cytaty”.',
      aboutMeEn: 'I study the history of Polish science.',
    });
    const publicView = (
      await call(null, 'GET', `/v1.3/public/profile/${FULL}/detailsPerson`)
    ).json();
    expect(publicView.aboutMeEn).toBe('I study the history of Polish science.');
    expect(await auditActions(FULL)).toContain(PROFILE_EDIT_AUDIT_ACTIONS.ABOUT_ME);
  });

  it('accepts the limit, refuses one character more, markup and control characters', async () => {
    const atLimit = 'ą'.repeat(ABOUT_ME_MAX_LENGTH);
    const ok = await call('owner', 'PUT', '/v1.0/profile/aboutMe', {
      aboutMe: atLimit,
      aboutMeEn: null,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().aboutMe).toBe(atLimit);
    expect(ok.json().aboutMeEn).toBeNull();

    const bad = await call('owner', 'PUT', '/v1.0/profile/aboutMe', {
      aboutMe: `${atLimit}x`,
      aboutMeEn: 'Hello <script>alert(1)</script>',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect(errorKeys(bad)).toEqual(['aboutMe', 'aboutMeEn']);
    const control = await call('owner', 'PUT', '/v1.0/profile/aboutMe', { aboutMe: 'a\u0007b' });
    expect(errorKeys(control)).toEqual(['aboutMe']);
    // Nothing of a refused body was saved.
    const view = (await call('owner', 'GET', `/v1.3/profile/${FULL}/shortPerson`)).json();
    expect(view.aboutMe).toBe(atLimit);
  });

  it('empty text clears the biography', async () => {
    const res = await call('owner', 'PUT', '/v1.0/profile/aboutMe', {
      aboutMe: '   ',
      aboutMeEn: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ aboutMe: null, aboutMeEn: null });
  });
});

describe('PUT v1.0/profile/contact and the public read that follows it', () => {
  it('validates the e-mail, the phone and the visibility values', async () => {
    const res = await call('owner', 'PUT', '/v1.0/profile/contact', {
      email: 'not-an-email',
      phoneNumber: '12ab',
      visibilityEmail: 'FRIENDS',
      visibilityPhone: 'EVERYONE',
    });
    expect(res.statusCode).toBe(400);
    expect(errorKeys(res)).toEqual(['email', 'phoneNumber', 'visibilityEmail']);
    const short = await call('owner', 'PUT', '/v1.0/profile/contact', { phoneNumber: '12 34' });
    expect(errorKeys(short)).toEqual(['phoneNumber']);
  });

  it('the matrix: EVERYONE to all, LOGGED_IN to sessions (private), ADMINS_ONLY to admins', async () => {
    const save = (visibilityEmail: string, visibilityPhone: string) =>
      call('orcid-owner', 'PUT', '/v1.0/profile/contact', {
        email: 'lukasz.zolkiewski@pw.edu.pl',
        phoneNumber: '+48 22 234 72 11',
        visibilityEmail,
        visibilityPhone,
      });
    const read = (persona: string | null) =>
      call(persona, 'GET', `/v1.3/public/profile/${ORCID}/detailsPerson`);

    const saved = await save('EVERYONE', 'LOGGED_IN');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().contactData).toEqual({
      email: 'lukasz.zolkiewski@pw.edu.pl',
      phoneNumber: '+48 22 234 72 11',
      visibilityEmail: 'EVERYONE',
      visibilityPhone: 'LOGGED_IN',
    });
    const anonymous = await read(null);
    expect(anonymous.json().contactData).toMatchObject({
      email: 'lukasz.zolkiewski@pw.edu.pl',
      phoneNumber: null,
    });
    expect(anonymous.headers['cache-control']).toBe('public, max-age=60');
    const loggedIn = await read('no-profile');
    expect(loggedIn.json().contactData).toMatchObject({
      email: 'lukasz.zolkiewski@pw.edu.pl',
      phoneNumber: '+48 22 234 72 11',
    });
    expect(loggedIn.headers['cache-control']).toBe('private, no-store');
    expect(loggedIn.headers.vary).toContain('Authorization');

    await save('ADMINS_ONLY', 'ADMINS_ONLY');
    expect((await read(null)).json().contactData).toMatchObject({ email: null, phoneNumber: null });
    expect((await read('no-profile')).json().contactData).toMatchObject({
      email: null,
      phoneNumber: null,
    });
    const admin = await read('admin');
    expect(admin.json().contactData).toMatchObject({
      email: 'lukasz.zolkiewski@pw.edu.pl',
      phoneNumber: '+48 22 234 72 11',
    });
    expect(admin.headers['cache-control']).toBe('private, no-store');

    // Empty values clear a datum; the audit names fields, never values.
    const cleared = await call('orcid-owner', 'PUT', '/v1.0/profile/contact', {
      email: '',
      phoneNumber: null,
    });
    expect(cleared.json().contactData).toEqual({
      email: null,
      phoneNumber: null,
      visibilityEmail: 'ADMINS_ONLY',
      visibilityPhone: 'ADMINS_ONLY',
    });
    const entries = await stack().db.auditLog.findMany({
      where: { targetId: ORCID, action: PROFILE_EDIT_AUDIT_ACTIONS.CONTACT },
    });
    expect(entries.length).toBe(3);
    expect(JSON.stringify(entries.map((e) => e.details))).not.toContain('pw.edu.pl');
  });
});

describe('PUT v1.0/profile/myProfiles', () => {
  it('saves the links; drops empty "other" entries; the public view shows them', async () => {
    const res = await call('owner', 'PUT', '/v1.0/profile/myProfiles', {
      googleScholar: 'https://scholar.google.com/citations?user=abc',
      linkedIn: '',
      wikipedia: null,
      others: [
        { portalName: 'Academia.edu', link: 'https://uj.academia.edu/mz' },
        { portalName: '', link: '' },
        { portalName: null, link: null },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profileLinks).toEqual({
      googleScholar: 'https://scholar.google.com/citations?user=abc',
      linkedIn: null,
      bwnp: null,
      researchGate: null,
      scopus: null,
      webOfScience: null,
      wikipedia: null,
      others: [{ portalName: 'Academia.edu', link: 'https://uj.academia.edu/mz' }],
    });
    const publicView = (
      await call(null, 'GET', `/v1.3/public/profile/${FULL}/detailsPerson`)
    ).json();
    expect(publicView.profileLinks.others).toEqual([
      { portalName: 'Academia.edu', link: 'https://uj.academia.edu/mz' },
    ]);
  });

  it('refuses javascript:, data: and other schemes, and a name without a link', async () => {
    const res = await call('owner', 'PUT', '/v1.0/profile/myProfiles', {
      scopus: 'javascript:alert(1)',
      researchGate: 'ftp://example.org/x',
      others: [
        { portalName: 'X', link: 'data:text/html,<b>x</b>' },
        { portalName: 'Bez linku', link: '' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(errorKeys(res)).toEqual(['others.0.link', 'others.1.link', 'researchGate', 'scopus']);
    // Unchanged.
    const view = (await call('owner', 'GET', `/v1.3/profile/${FULL}/shortPerson`)).json();
    expect(view.profileLinks.googleScholar).toBe('https://scholar.google.com/citations?user=abc');
  });
});

describe('POST v1.0/profile/{profileId}/editSpecialties', () => {
  it('renumbers from 1 by position, adds new terms to the type-ahead, reaches the outbox', async () => {
    const [term] = await stack().db.specialtyTerm.findMany({
      take: 1,
      orderBy: { labelPl: 'asc' },
    });
    const outboxBefore = await outboxRows(FULL);
    const res = await call('owner', 'POST', `/v1.0/profile/${FULL}/editSpecialties`, {
      specialties: [
        { labelPl: 'Paleografia łacińska', labelEn: 'Latin palaeography', order: 7 },
        { termId: term!.id, labelPl: term!.labelPl, labelEn: term!.labelEn, order: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const specialties = res.json().specialties as Array<{ labelPl: string; order: number }>;
    expect(specialties.map((s) => [s.labelPl, s.order])).toEqual([
      ['Paleografia łacińska', 1],
      [term!.labelPl, 2],
    ]);
    const typeahead = await call(
      null,
      'GET',
      '/v1.0/public/profile/specialty/filter?name=paleografia',
    );
    expect(JSON.stringify(typeahead.json())).toContain('Latin palaeography');
    expect(await outboxRows(FULL)).toBeGreaterThan(outboxBefore);
    expect(await auditActions(FULL)).toContain(PROFILE_EDIT_AUDIT_ACTIONS.SPECIALTIES);
  });

  it('requires both names, refuses a pair listed twice, and more than the limit', async () => {
    const missing = await call('owner', 'POST', `/v1.0/profile/${FULL}/editSpecialties`, {
      specialties: [{ labelPl: 'Logika', labelEn: ' ' }, { labelPl: '' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(errorKeys(missing)).toEqual([
      'specialties.0.labelEn',
      'specialties.1.labelEn',
      'specialties.1.labelPl',
    ]);
    const twice = await call('owner', 'POST', `/v1.0/profile/${FULL}/editSpecialties`, {
      specialties: [
        { labelPl: 'Logika', labelEn: 'Logic' },
        { labelPl: 'logika', labelEn: 'logic' },
      ],
    });
    expect(errorKeys(twice)).toEqual(['specialties.1.labelPl']);
    const many = await call('owner', 'POST', `/v1.0/profile/${FULL}/editSpecialties`, {
      specialties: Array.from({ length: 21 }, (_, i) => ({ labelPl: `S${i}`, labelEn: `S${i}` })),
    });
    expect(errorKeys(many)).toEqual(['specialties']);
  });
});

describe('PUT v1.0/profile/personalData', () => {
  it('an employed person changes only secondName; a new name is 409 and changes nothing', async () => {
    const ok = await call('owner', 'PUT', '/v1.0/profile/personalData', { secondName: 'Anna' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      name: 'Małgorzata',
      secondName: 'Anna',
      surname: 'Źródłowska',
    });
    const refused = await call('owner', 'PUT', '/v1.0/profile/personalData', {
      name: 'Małgosia',
      surname: 'Źródłowska',
      secondName: 'Maria',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REGISTRY_DATA_READ_ONLY');
    const view = (await call('owner', 'GET', `/v1.3/profile/${FULL}/shortPerson`)).json();
    expect(view).toMatchObject({ name: 'Małgorzata', secondName: 'Anna' });
  });

  it('without current employment: name and surname required, saved, searchable through the outbox', async () => {
    const db = stack().db;
    await db.employment.updateMany({ where: { profileId: ORCID }, data: { status: 'FORMER' } });
    const missing = await call('orcid-owner', 'PUT', '/v1.0/profile/personalData', {
      secondName: 'Jan',
    });
    expect(missing.statusCode).toBe(400);
    expect(errorKeys(missing)).toEqual(['name', 'surname']);
    const badName = await call('orcid-owner', 'PUT', '/v1.0/profile/personalData', {
      name: 'Łukasz<b>',
      surname: '',
    });
    expect(errorKeys(badName)).toEqual(['name', 'surname']);
    const before = await outboxRows(ORCID);
    const ok = await call('orcid-owner', 'PUT', '/v1.0/profile/personalData', {
      name: 'Łukasz',
      surname: 'Żółkiewski-Nowak',
      secondName: null,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ surname: 'Żółkiewski-Nowak', secondName: null });
    expect(await outboxRows(ORCID)).toBe(before + 1);
  });
});

/** A PNG that declares width × height but carries no pixel data: a decompression bomb's header. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST v1.0/profile/uploadMainImage and DELETE v1.0/profile/deleteMainImage', () => {
  it('re-encodes a JPEG as WebP without its EXIF and GPS, served by public/download and public/images', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Secret Camera Owner', Make: 'LN-Test-Camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 3/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await upload('owner', 'me.jpg', 'image/jpeg', photo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      profileId: FULL,
      mimeType: 'image/webp',
      width: 600,
      height: 450,
    });

    const text = (await call(null, 'GET', `/v1.0/public/download/${FULL}`)).body;
    const stored = Buffer.from(text, 'base64');
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 450 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Camera Owner'))).toBe(false);
    expect(stored.includes(Buffer.from('LN-Test-Camera'))).toBe(false);

    const images = (await call(null, 'GET', `/v1.0/public/images?profileIds=${FULL}`)).json();
    expect(images).toEqual([{ profileId: FULL, content: text, mimeType: 'image/webp' }]);
    expect(await auditActions(FULL)).toContain(PROFILE_EDIT_AUDIT_ACTIONS.PHOTO_UPLOADED);
  });

  it('accepts PNG and WebP whatever their name says', async () => {
    const png = await sharp({
      create: { width: 50, height: 80, channels: 4, background: '#00ff0080' },
    })
      .png()
      .toBuffer();
    const asPng = await upload('owner', 'photo.jpg', 'application/octet-stream', png);
    expect(asPng.statusCode).toBe(200);
    expect(asPng.json()).toMatchObject({ width: 50, height: 80 });
    const webp = await sharp(png).webp().toBuffer();
    expect((await upload('owner', 'photo', 'text/plain', webp)).statusCode).toBe(200);
  });

  it('refuses other types by content, naming the allowed ones; nothing changes', async () => {
    const before = (await call(null, 'GET', `/v1.0/public/download/${FULL}`)).body;
    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: 'blue' },
    })
      .gif()
      .toBuffer();
    for (const [name, content] of [
      ['photo.jpg', gif],
      ['photo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['photo.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], // a JPEG start, then junk
    ] as const) {
      const res = await upload('owner', name, 'image/jpeg', content);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].key).toBe('file');
    }
    const gifRes = await upload('owner', 'x.gif', 'image/gif', gif);
    expect(gifRes.json().errors[0].content).toContain('image/jpeg, image/png, image/webp');
    expect((await call(null, 'GET', `/v1.0/public/download/${FULL}`)).body).toBe(before);
  });

  it('refuses a file over the size limit and a decompression bomb', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(PHOTO_MAX_BYTES)]);
    const tooBig = await upload('owner', 'big.jpg', 'image/jpeg', big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors).toEqual([
      expect.objectContaining({ key: 'file', content: 'must be at most 5 MB' }),
    ]);
    const bomb = await upload('owner', 'bomb.png', 'image/png', pngHeader(100_000, 100_000));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().errors[0]).toMatchObject({ key: 'file', invalidValue: '100000x100000' });
  });

  it('refuses a request without the file field', async () => {
    const json = await call('owner', 'POST', '/v1.0/profile/uploadMainImage', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(errorKeys(json)).toEqual(['file']);
    const other = multipart('image', 'a.png', 'image/png', Buffer.from('x'));
    const wrongField = await call(
      'owner',
      'POST',
      '/v1.0/profile/uploadMainImage',
      other.payload,
      other.headers,
    );
    expect(errorKeys(wrongField)).toEqual(['file']);
  });

  it('answers malformed multipart with 400 in the envelope (it was a 500), the photo kept', async () => {
    const before = await stack().db.profilePhoto.findUnique({ where: { profileId: FULL } });
    const good = multipart('file', 'a.png', 'image/png', Buffer.from('x'.repeat(2000)));
    const type = good.headers['content-type'];
    const send = (payload: Buffer, contentType: string) =>
      call('owner', 'POST', '/v1.0/profile/uploadMainImage', payload, {
        'content-type': contentType,
      });
    const longBoundary = 'b'.repeat(71);
    const cases: Array<[string, Buffer, string]> = [
      ['no boundary', good.payload, 'multipart/form-data'],
      ['an empty boundary', good.payload, 'multipart/form-data; boundary='],
      ['a truncated body', good.payload.subarray(0, 300), type],
      ['a body without its closing boundary', good.payload.subarray(0, -8), type],
      [
        'a boundary over 70 characters',
        Buffer.from(
          good.payload.toString('latin1').replaceAll('----ln-test-boundary-7d1f', longBoundary),
          'latin1',
        ),
        `multipart/form-data; boundary=${longBoundary}`,
      ],
      [
        'a boundary of 300 characters',
        good.payload,
        `multipart/form-data; boundary=${'c'.repeat(300)}`,
      ],
    ];
    for (const [name, payload, contentType] of cases) {
      const res = await send(payload, contentType);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json(), name).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [expect.objectContaining({ key: expect.any(String) })],
        reqId: expect.any(String),
      });
    }
    expect(await stack().db.profilePhoto.findUnique({ where: { profileId: FULL } })).toEqual(
      before,
    );
  });

  it('deletes the photo: public/download is empty after it', async () => {
    const res = await call('owner', 'DELETE', '/v1.0/profile/deleteMainImage');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ profileId: FULL, deleted: true });
    expect((await call(null, 'GET', `/v1.0/public/download/${FULL}`)).body).toBe('');
    const again = await call('owner', 'DELETE', '/v1.0/profile/deleteMainImage');
    expect(again.json()).toEqual({ profileId: FULL, deleted: false });
    expect(await auditActions(FULL)).toContain(PROFILE_EDIT_AUDIT_ACTIONS.PHOTO_DELETED);
  });
});

describe('employments, degrees and titles: the owner’s fields, the original kept, restore', () => {
  const editData = async (persona = 'owner', profileId = FULL) =>
    call(persona, 'GET', `/v1.0/profile/${profileId}/editData`);

  it('GET editData tells the source of every field and record and what may change', async () => {
    const res = await editData();
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data).toMatchObject({ profileId: FULL, isProfileVisible: true, editable: true });
    // The owner is employed: the names are POL-on's and read-only, the second name is theirs.
    expect(data.personalData).toEqual({
      name: { source: 'POLON', editable: false },
      surname: { source: 'POLON', editable: false },
      secondName: { source: expect.any(String), editable: true },
    });
    expect(data.employments.length).toBeGreaterThan(0);
    for (const e of data.employments) {
      expect(e.fromStateSystem).toBe(e.source !== 'USER');
      expect(e.editableFields).toEqual([
        'position',
        'positionEn',
        'additionalInformation',
        'internetLink',
      ]);
    }
    expect(data.degreesAndTitles.length).toBeGreaterThan(0);
    expect(data.degreesAndTitles[0].editableFields).toEqual([
      'label',
      'year',
      'classificationLabel',
    ]);
    // Someone else's profile: 404 as an unknown one, before anything is read.
    const theirs = await editData('orcid-owner', FULL);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('PROFILE_NOT_FOUND');
    expect(theirs.body).not.toContain('Źródłowska');
    expect((await call(null, 'GET', `/v1.0/profile/${FULL}/editData`)).statusCode).toBe(401);
  });

  it('an edit of a delivered employment keeps the original; restore brings it back', async () => {
    const db = stack().db;
    const record = await db.employment.findFirstOrThrow({
      where: { profileId: FULL, source: 'POLON', original: { equals: Prisma.DbNull } },
    });
    const url = `/v1.0/profile/employment/${record.id}`;
    const outboxBefore = await outboxRows(FULL);
    const first = await call('owner', 'PUT', url, {
      position: 'Kierownik pracowni',
      positionEn: 'Head of laboratory',
      additionalInformation: 'Zespół historii nauki',
      internetLink: 'https://example.edu/pracownia',
    });
    expect(first.statusCode).toBe(200);
    const edited = first
      .json()
      .employments.find((e: { employmentId: string }) => e.employmentId === record.id);
    expect(edited).toMatchObject({
      position: 'Kierownik pracowni',
      institution: record.institutionName,
      source: 'POLON',
      editedByOwner: true,
      original: {
        position: record.position,
        positionEn: record.positionEn,
        additionalInformation: record.additionalInformation,
        internetLink: record.internetLink,
      },
    });
    // Search learns of it through the outbox (the employment's trigger).
    expect(await outboxRows(FULL)).toBeGreaterThan(outboxBefore);
    // A second edit keeps the delivered values, never the owner's first ones.
    const second = await call('owner', 'PUT', url, { position: 'Kierownik zakładu' });
    const again = second
      .json()
      .employments.find((e: { employmentId: string }) => e.employmentId === record.id);
    expect(again.original.position).toBe(record.position);
    expect(again.positionEn).toBeNull();
    // The public profile shows the owner's value.
    const pub = (await call(null, 'GET', `/v1.3/public/profile/${FULL}/detailsPerson`)).json();
    expect(pub.employments.map((e: { position: string }) => e.position)).toContain(
      'Kierownik zakładu',
    );

    const restored = await call('owner', 'POST', `${url}/restore`);
    expect(restored.statusCode).toBe(200);
    const back = restored
      .json()
      .employments.find((e: { employmentId: string }) => e.employmentId === record.id);
    expect(back).toMatchObject({
      position: record.position,
      positionEn: record.positionEn,
      additionalInformation: record.additionalInformation,
      internetLink: record.internetLink,
      editedByOwner: false,
      original: null,
    });
    const row = await db.employment.findUniqueOrThrow({ where: { id: record.id } });
    expect(row).toMatchObject({
      original: null,
      modifiedByUserAt: null,
      institutionName: record.institutionName,
    });
    // Nothing left to restore.
    const nothing = await call('owner', 'POST', `${url}/restore`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('NOTHING_TO_RESTORE');
    expect(await auditActions(FULL)).toEqual(
      expect.arrayContaining([
        PROFILE_EDIT_AUDIT_ACTIONS.EMPLOYMENT,
        PROFILE_EDIT_AUDIT_ACTIONS.EMPLOYMENT_RESTORED,
      ]),
    );
  });

  it('values equal to the delivered ones make the record its original again', async () => {
    const record = await stack().db.employment.findFirstOrThrow({
      where: { profileId: FULL, source: 'POLON' },
    });
    const url = `/v1.0/profile/employment/${record.id}`;
    await call('owner', 'PUT', url, { position: 'Tymczasowe', positionEn: record.positionEn });
    const same = await call('owner', 'PUT', url, {
      position: record.position,
      positionEn: record.positionEn,
      additionalInformation: record.additionalInformation,
      internetLink: record.internetLink,
    });
    const e = same
      .json()
      .employments.find((x: { employmentId: string }) => x.employmentId === record.id);
    expect(e).toMatchObject({ editedByOwner: false, original: null });
  });

  it('refuses the state system’s facts, bad values, and another profile’s record', async () => {
    const db = stack().db;
    const record = await db.employment.findFirstOrThrow({ where: { profileId: FULL } });
    const url = `/v1.0/profile/employment/${record.id}`;
    const facts = await call('owner', 'PUT', url, { position: 'x', institution: 'Inna uczelnia' });
    expect(facts.statusCode).toBe(400);
    const bad = await call('owner', 'PUT', url, {
      position: '<b>prof</b>',
      additionalInformation: 'x'.repeat(1001),
      internetLink: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorKeys(bad)).toEqual(['additionalInformation', 'internetLink', 'position']);
    const other = await db.employment.findFirstOrThrow({ where: { profileId: ORCID } });
    const foreign = await call('owner', 'PUT', `/v1.0/profile/employment/${other.id}`, {
      position: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('RECORD_NOT_FOUND');
    expect(
      (await call('owner', 'POST', `/v1.0/profile/employment/${other.id}/restore`)).statusCode,
    ).toBe(404);
    expect((await db.employment.findUniqueOrThrow({ where: { id: other.id } })).position).toBe(
      other.position,
    );
  });

  it('a degree: label, year and classification edited with the original kept, then restored', async () => {
    const db = stack().db;
    const degree = await db.degreeTitle.findFirstOrThrow({
      where: { profileId: FULL, source: { not: 'USER' }, year: { not: null } },
    });
    const url = `/v1.0/profile/degreeOrTitle/${degree.id}`;
    const bad = await call('owner', 'PUT', url, { label: '', year: 85 });
    expect(bad.statusCode).toBe(400);
    expect(errorKeys(bad)).toEqual(['label', 'year']);
    const res = await call('owner', 'PUT', url, {
      label: 'dr inż.',
      year: degree.year! + 1,
      classificationLabel: 'historia nauki',
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json().degreesAndTitles.find((d: { id: string }) => d.id === degree.id);
    expect(edited).toMatchObject({
      label: 'dr inż.',
      year: degree.year! + 1,
      editedByOwner: true,
      degreeOrTitleType: degree.type,
      original: {
        label: degree.label,
        year: degree.year,
        classificationLabel: degree.classificationLabel,
      },
    });
    const pub = (await call(null, 'GET', `/v1.0/public/profile/${FULL}/degreesAndTitles`)).json();
    expect(pub.degreesAndTitles.map((d: { label: string }) => d.label)).toContain('dr inż.');
    const restored = await call('owner', 'POST', `${url}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(await db.degreeTitle.findUniqueOrThrow({ where: { id: degree.id } })).toMatchObject({
      label: degree.label,
      year: degree.year,
      classificationLabel: degree.classificationLabel,
      original: null,
      modifiedByUserAt: null,
    });
  });
});

describe('PUT v1.0/profile/researchWork/{id}/title', () => {
  async function work(titleKind: 'POLON' | 'USER', kindId: number) {
    const db = stack().db;
    const title = `Praca ${titleKind} ${kindId} ${Math.random().toString(36).slice(2, 8)}`;
    const w = await db.researchWork.create({
      data: {
        kindId,
        polishTitle: title,
        titles: [{ languageCode: 'pol', value: title }],
        titleKind,
        sources: ['RADON'],
        people: {
          create: [{ role: 'AUTHOR', position: 0, profileId: FULL, firstName: 'M', surname: 'Ź' }],
        },
      },
    });
    return w.id;
  }
  const put = (persona: string, id: string, body: unknown) =>
    call(persona, 'PUT', `/v1.0/profile/researchWork/${id}/title`, body);

  it('the author changes an editable title; the old one joins previousTitles', async () => {
    const kind = await stack().db.researchWorkKind.findFirstOrThrow({
      where: { id: { not: 202504 } },
    });
    const id = await work('USER', kind.id);
    const res = await put('owner', id, {
      polishTitle: '  Dzieje obserwatorium  ',
      englishTitle: 'History of the observatory',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().researchWorks).toContainEqual(
      expect.objectContaining({
        researchWorkId: id,
        polishTitle: 'Dzieje obserwatorium',
        englishTitle: 'History of the observatory',
        titleKind: 'USER',
        canEdit: true,
      }),
    );
    const pub = (await call(null, 'GET', `/v1.0/public/${FULL}/researchWorks/${id}`)).json();
    expect(pub.titles).toContainEqual({ languageCode: 'pol', value: 'Dzieje obserwatorium' });
    expect(pub.previousTitles[0].value).toMatch(/^Praca USER/);
    expect(await auditActions(FULL)).toContain(PROFILE_EDIT_AUDIT_ACTIONS.RESEARCH_WORK_TITLE);
    const empty = await put('owner', id, { polishTitle: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(errorKeys(empty)).toEqual(['polishTitle']);
  });

  it('a POL-on title and kind 202504 are read-only (409); someone else’s work is 404', async () => {
    const kind = await stack().db.researchWorkKind.findFirstOrThrow({
      where: { id: { not: 202504 } },
    });
    const polon = await work('POLON', kind.id);
    const refused = await put('owner', polon, { polishTitle: 'Nowy' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RESEARCH_WORK_READ_ONLY');
    const never = await work('USER', 202504);
    expect((await put('owner', never, { polishTitle: 'Nowy' })).json().code).toBe(
      'RESEARCH_WORK_READ_ONLY',
    );
    const foreign = await put('orcid-owner', polon, { polishTitle: 'Nowy' });
    expect(foreign.statusCode).toBe(404);
    const data = (await call('owner', 'GET', `/v1.0/profile/${FULL}/editData`)).json();
    expect(data.researchWorks).toContainEqual(
      expect.objectContaining({ researchWorkId: polon, canEdit: false }),
    );
  });
});

describe('messages in the caller’s language (Accept-Language, accounts-and-platform §7)', () => {
  it('answers field messages and the envelope in Polish for pl-PL and in English for en-EN', async () => {
    const body = { aboutMe: '<b>Badam</b>', aboutMeEn: 'x'.repeat(ABOUT_ME_MAX_LENGTH + 1) };
    const pl = await call('owner', 'PUT', '/v1.0/profile/aboutMe', body, {
      'accept-language': 'pl-PL',
    });
    expect(pl.statusCode).toBe(400);
    expect(pl.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Żądanie jest nieprawidłowe.',
      errors: [
        { key: 'aboutMe', content: 'nie może zawierać znaczników (HTML)' },
        { key: 'aboutMeEn', content: `może mieć najwyżej ${ABOUT_ME_MAX_LENGTH} znaków` },
      ],
    });
    const en = await call('owner', 'PUT', '/v1.0/profile/aboutMe', body, {
      'accept-language': 'en-EN',
    });
    expect(en.json()).toMatchObject({
      message: 'The request is not valid.',
      errors: [
        { key: 'aboutMe', content: 'must not contain markup (HTML tags)' },
        { key: 'aboutMeEn', content: `must be at most ${ABOUT_ME_MAX_LENGTH} characters` },
      ],
    });
  });

  it('a service’s own checks and conflicts follow the language too', async () => {
    const twice = await call(
      'owner',
      'POST',
      `/v1.0/profile/${FULL}/editSpecialties`,
      {
        specialties: [
          { labelPl: 'Optyka', labelEn: 'Optics' },
          { labelPl: 'optyka', labelEn: 'optics' },
        ],
      },
      { 'accept-language': 'pl-PL' },
    );
    expect(twice.json().errors).toEqual([
      { key: 'specialties.1.labelPl', content: 'występuje dwa razy', invalidValue: 'optyka' },
    ]);
    const registry = await call(
      'owner',
      'PUT',
      '/v1.0/profile/personalData',
      { name: 'Inna', surname: 'Osoba' },
      { 'accept-language': 'pl-PL' },
    );
    expect(registry.statusCode).toBe(409);
    expect(registry.json().message).toMatch(/^Imię i nazwisko osoby obecnie zatrudnionej/);
    // The owner's own employment (another id answers 404 before the body is read).
    const employment = await stack().db.employment.findFirstOrThrow({ where: { profileId: FULL } });
    const strict = await call(
      'owner',
      'PUT',
      `/v1.0/profile/employment/${employment.id}`,
      { institution: 'Inna' },
      { 'accept-language': 'pl-PL' },
    );
    expect(strict.json().errors[0].content).toBe('nieznane pole: "institution"');
  });
});

describe('refused for a deceased profile, a deleted account and a blocked account', () => {
  const aboutMe = (persona: string) =>
    call(persona, 'PUT', '/v1.0/profile/aboutMe', { aboutMe: 'Nowy tekst', aboutMeEn: null });

  it('a profile marked deceased or locked by account deletion answers 409 and keeps its text', async () => {
    const db = stack().db;
    const before = (await db.profile.findUnique({ where: { id: ORCID } }))!.aboutMe;
    await db.profile.update({ where: { id: ORCID }, data: { dead: true } });
    const dead = await aboutMe('orcid-owner');
    expect(dead.statusCode).toBe(409);
    expect(dead.json().code).toBe('PROFILE_LOCKED_ERROR');
    await db.profile.update({ where: { id: ORCID }, data: { dead: false, editingLocked: true } });
    const locked = await aboutMe('orcid-owner');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('PROFILE_LOCKED_ERROR');
    await db.profile.update({ where: { id: ORCID }, data: { editingLocked: false } });
    expect((await db.profile.findUnique({ where: { id: ORCID } }))!.aboutMe).toBe(before);
  });

  it('a blocked account answers 401 ACCOUNT_LOCKED', async () => {
    const db = stack().db;
    const userId = stack().persona('orcid-owner').userId!;
    await stack().accessToken('orcid-owner');
    await db.user.update({ where: { id: userId }, data: { status: 'BLOCKED' } });
    const res = await aboutMe('orcid-owner');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('ACCOUNT_LOCKED');
    await db.user.update({ where: { id: userId }, data: { status: 'ACTIVE' } });
    expect((await aboutMe('orcid-owner')).statusCode).toBe(200);
  });

  it('after the administrator marks the profile deceased the owner’s session is closed', async () => {
    const marked = await call('admin', 'POST', `/v1.0/public/profile/postmortem/${ORCID}`);
    expect(marked.statusCode).toBe(200);
    const res = await aboutMe('orcid-owner');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('CLOSED_USER_ERROR');
  });
});
