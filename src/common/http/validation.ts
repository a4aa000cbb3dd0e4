import { type ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidateIf } from 'class-validator';
import { type ErrorDetail, ValidationFailedError } from '../errors';

/**
 * Flattens class-validator's nested errors to `[{field: "a.b", message}]`: one detail per field,
 * its broken constraints joined with "; " (the property name is not repeated in the message).
 */
export function toErrorDetails(errors: ValidationError[], parent = ''): ErrorDetail[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {}).map((message) =>
      message.startsWith(`${error.property} `) ? message.slice(error.property.length + 1) : message,
    );
    const own = messages.length > 0 ? [{ field, message: messages.join('; ') }] : [];
    return [...own, ...toErrorDetails(error.children ?? [], field)];
  });
}

/**
 * The global validation pipe: DTOs are validated and transformed; unknown fields are stripped,
 * never an error (funnel tools send extra fields: product.md section 2); failures are
 * 400 `VALIDATION_FAILED` with one detail per field.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: false,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationFailedError(toErrorDetails(errors)),
  });
}

/**
 * A field that may be left out, but not sent as `null`: unlike class-validator's `@IsOptional()`
 * (which skips the field's validators for `null` too, so a null then reaches the service as if it
 * were a value), only `undefined` skips them; `null` fails the field's type check and answers
 * 400 `VALIDATION_FAILED` naming the field. Use `@IsOptional()` only where the contract documents
 * the field as nullable. Source: issue 16 defect 5 (null campaign settings reached the database).
 */
export function IsOmittable(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}
