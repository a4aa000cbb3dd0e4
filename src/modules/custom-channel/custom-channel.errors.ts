import { AppError } from '../../common/errors';

/** 404 `CHANNEL_NOT_FOUND`: no custom channel with that name or id in the account (product.md section 8). */
export class CustomChannelNotFoundError extends AppError {
  constructor(what: string) {
    super('CHANNEL_NOT_FOUND', `No custom channel ${what}.`);
  }
}

/** 409 `CONFLICT`: the account already has a custom channel with that name (names are unique, case-insensitively). */
export class CustomChannelNameTakenError extends AppError {
  constructor(name: string) {
    super('CONFLICT', `A custom channel named "${name}" already exists.`, [
      { field: 'name', message: 'is already used by another custom channel of this account' },
    ]);
  }
}
