import { AppError, ValidationFailedError } from '../../common/errors';

/**
 * 404 for an unknown import (another account's id or a malformed id included). The error table
 * (docs/api.md#errors) has no IMPORT_NOT_FOUND code, so this is the generic `NOT_FOUND`.
 */
export class ImportNotFoundError extends AppError {
  constructor(importId: string) {
    super('NOT_FOUND', `No import ${importId}.`);
  }
}

/** 400 `VALIDATION_FAILED` (field `body`): the CSV cannot be imported at all. */
export class UnreadableCsvError extends ValidationFailedError {
  constructor(reason: string) {
    super([{ field: 'body', message: reason }], 'The CSV cannot be imported.');
  }
}

/** 415 `UNSUPPORTED_MEDIA_TYPE`: an import body must be CSV (`Content-Type: text/csv`). */
export class CsvRequiredError extends AppError {
  constructor() {
    super('UNSUPPORTED_MEDIA_TYPE', 'Imports take a CSV body (Content-Type: text/csv).');
  }
}
