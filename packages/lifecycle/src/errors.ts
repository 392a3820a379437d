import { ERROR_CODES } from '@ln/contracts';
import { AppError, NotFoundError } from '@ln/server';

/** profiles-area §8: the public fetch of anything of a hidden profile fails with this. */
export class HiddenProfileError extends AppError {
  constructor() {
    super(400, ERROR_CODES.HIDDEN_PROFILE_ERROR, 'This profile is hidden.');
  }
}

export class ProfileNotFoundError extends NotFoundError {
  constructor() {
    super('No profile with this id.', ERROR_CODES.PROFILE_NOT_FOUND);
  }
}
