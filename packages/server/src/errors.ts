import {
  ERROR_CODES,
  ACCESS_DENIED_PAGE,
  LOGIN_FAILURE_PAGES,
  type ErrorCode,
  type LoginErrorReason,
  type LoginFailureCode,
  type ValidationErrorItem,
} from '@ln/contracts';

/**
 * The one error hierarchy of the services. Services throw these; the error handler turns
 * them into the envelope { code, message, errors?, reqId } with the right status. `code` is
 * one of the contracts' error codes (`ErrorCode`), never a string made up where it is thrown.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: ValidationErrorItem[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(errors: ValidationErrorItem[], message = 'The request is not valid.') {
    super(400, ERROR_CODES.VALIDATION_ERROR, message, errors);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.', code: ErrorCode = ERROR_CODES.NOT_FOUND) {
    super(404, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(
    message = 'Authentication failed.',
    code: ErrorCode = ERROR_CODES.UNAUTHORIZED,
    headers?: Record<string, string>,
  ) {
    super(401, code, message, undefined, headers);
  }
}

/**
 * A login that did not end in a session. A browser navigation is redirected to the web's
 * failure page of its code (`redirectTo`, on `origin`); an API caller (Accept:
 * application/json) gets the 401 envelope. The error handler decides, as for every error.
 */
export class LoginFailedError extends UnauthorizedError {
  readonly redirectTo: string;
  constructor(
    override readonly code: LoginFailureCode,
    message: string,
    origin: string,
    /** Why (§8 error types), named by the page; ACCESS_DENIED leads to the terms instead. */
    readonly reason?: LoginErrorReason,
  ) {
    super(message, code);
    const page = reason === 'ACCESS_DENIED' ? ACCESS_DENIED_PAGE : LOGIN_FAILURE_PAGES[code];
    // An account's status (locked, closed) is its page's whole story: no reason then.
    this.redirectTo = `${origin}${page}${reason ? `?reason=${reason}` : ''}`;
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Authorisation failed.', code: ErrorCode = ERROR_CODES.FORBIDDEN) {
    super(403, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = ERROR_CODES.CONFLICT) {
    super(409, code, message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'The service is unavailable.') {
    super(503, ERROR_CODES.SERVICE_UNAVAILABLE, message);
  }
}
