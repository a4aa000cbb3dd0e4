import { AppError } from '../../common/errors';

/** 404 `LIST_NOT_FOUND`: no such list in the account (another account's id or a malformed id included). */
export class ListNotFoundError extends AppError {
  constructor(listId: string) {
    super('LIST_NOT_FOUND', `No list ${listId}.`);
  }
}

/**
 * 404 `CONTACT_NOT_FOUND` from a list route: the contact does not exist in the account (adding
 * one contact), or is not a member of the list (removing it).
 */
export class ListContactNotFoundError extends AppError {
  constructor(message: string) {
    super('CONTACT_NOT_FOUND', message);
  }
}

/** 409 `CONFLICT`: the list cannot be deleted while a live campaign uses it (pause or archive it first). */
export class ListInUseError extends AppError {
  constructor(listId: string, user: string) {
    super('CONFLICT', `This list is used by ${user}; pause that campaign first.`, [
      { field: 'id', message: `used by ${user}` },
    ]);
  }
}

/**
 * 409 `LIST_NAME_TAKEN`: another list of the account has this name, ignoring case
 * (docs/lists-and-imports.md#lists). `details[0]` is `{field: 'name', message}`.
 */
export class ListNameTakenError extends AppError {
  constructor(name: string) {
    super('LIST_NAME_TAKEN', `This account already has a list named "${name}".`, [
      { field: 'name', message: 'another list of this account has this name (ignoring case)' },
    ]);
  }
}
