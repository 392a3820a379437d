import { ErrorEnvelopeSchema, PublicationShortListSchema } from '@ln/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { fastSerializerCompiler } from './fast-serializer.js';

type Serialize = (data: unknown) => string;
const compile = (compiler: unknown, schema: unknown) =>
  (compiler as (route: object) => Serialize)({
    schema,
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  });

const item = {
  publicationId: '9120b78c-31e1-4e60-b04d-4e23fb639418',
  title: 'O "cudzysłowach" i znakach: ąęłńóśźż\n',
  authors: [
    { name: 'Anna', surnamePrefix: null, surname: 'Nowak' },
    { name: 'Jan', surnamePrefix: 'van', surname: 'Dijk' },
  ],
  allAuthorsCount: 12,
  mainAuthorIndex: 1,
  publicationType: 'ARTICLE',
  publicationTypeLabel: 'Artykuł',
  publicationSource: 'PBN',
  year: null,
  doi: '10.1000/182',
  iconCode: 'article',
  visibility: true,
  systemData: false,
};

describe('fastSerializerCompiler', () => {
  it('writes the same JSON as the zod serializer, nulls included', () => {
    const data = {
      invisible: true,
      totalElements: 2,
      publications: [item, { ...item, year: 2021 }],
    };
    const fast = compile(fastSerializerCompiler, PublicationShortListSchema)(data);
    const zod = compile(serializerCompiler, PublicationShortListSchema)(data);
    expect(JSON.parse(fast)).toEqual(JSON.parse(zod));
  });

  it('writes no field the schema does not declare, at any depth', () => {
    const data = {
      invisible: false,
      totalElements: 1,
      hidden: true,
      publications: [
        {
          ...item,
          ownerEmail: 'owner@example.org',
          authors: [{ ...item.authors[0], pesel: '44051401359' }],
        },
      ],
    };
    const text = compile(fastSerializerCompiler, PublicationShortListSchema)(data);
    expect(text).not.toContain('owner@example.org');
    expect(text).not.toContain('44051401359');
    expect(JSON.parse(text)).toEqual({
      invisible: false,
      totalElements: 1,
      publications: [{ ...item, authors: [item.authors[0]] }],
    });
  });

  it('refuses an answer without a required field', () => {
    const serialize = compile(fastSerializerCompiler, PublicationShortListSchema);
    expect(() => serialize({ invisible: false, publications: [] })).toThrow(/totalElements/);
  });

  it('writes the error envelope, its optional list and any invalid value', () => {
    const serialize = compile(fastSerializerCompiler, ErrorEnvelopeSchema);
    const plain = { code: 'HIDDEN_PROFILE_ERROR', message: 'Hidden.', reqId: 'r1' };
    expect(JSON.parse(serialize(plain))).toEqual(plain);
    const invalid = {
      ...plain,
      code: 'VALIDATION_ERROR',
      errors: [{ key: 'profileId', content: 'must be a UUID', invalidValue: { a: [1, null] } }],
    };
    expect(JSON.parse(serialize(invalid))).toEqual(invalid);
  });
});
