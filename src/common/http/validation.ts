import { type ValidationError, ValidationPipe } from '@nestjs/common';
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
