import { ERROR_CODES, GREMIUM_ADMIN_ERROR_CODES, type ErrorCode } from '@ln/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { AppError, ConflictError, NotFoundError } from './errors.js';

// `pnpm typecheck` checks this file too: a code the contracts do not name does not compile.
describe('AppError', () => {
  it("takes only the contracts' error codes", () => {
    expectTypeOf<AppError['code']>().toEqualTypeOf<ErrorCode>();
    // @ts-expect-error a code that is in no list of the contracts
    const madeUp = new AppError(400, 'SOMETHING_WENT_WRONG', 'x');
    // @ts-expect-error not even through a subclass's code argument
    const madeUpConflict = new ConflictError('x', 'BUSY');
    expect([madeUp.code, madeUpConflict.code]).toEqual(['SOMETHING_WENT_WRONG', 'BUSY']);

    const conflict = new ConflictError('x', GREMIUM_ADMIN_ERROR_CODES.GREMIUM_HAS_MEMBERS_ERROR);
    expect({ status: conflict.statusCode, code: conflict.code }).toEqual({
      status: 409,
      code: 'GREMIUM_HAS_MEMBERS_ERROR',
    });
    expect(new NotFoundError().code).toBe(ERROR_CODES.NOT_FOUND);
  });
});
