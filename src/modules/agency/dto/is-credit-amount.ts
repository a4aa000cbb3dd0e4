import {
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { checkCreditAmount } from '../domain/credit-amount';

/**
 * class-validator decorator for a credit amount in a request body: the rule of
 * `checkCreditAmount` (a JSON number, finite, > 0 — or ≥ 0 with `allowZero` —, at most 2
 * decimal places, at most 1,000,000), with its reason as the `error.details` message. A missing
 * value is refused too ("must be a JSON number") unless the property is `@IsOptional()`.
 */
export function IsCreditAmount(
  options: { allowZero?: boolean } = {},
  validationOptions?: ValidationOptions,
): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isCreditAmount',
      target: target.constructor,
      propertyName: String(propertyName),
      options: validationOptions,
      validator: {
        validate: (value: unknown) => checkCreditAmount(value, options).ok,
        defaultMessage: (args?: ValidationArguments) => {
          const result = checkCreditAmount(args?.value, options);
          return result.ok ? 'is valid' : result.message;
        },
      },
    });
  };
}
