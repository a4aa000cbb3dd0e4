import { type ArgumentMetadata, type ValidationError, ValidationPipe } from '@nestjs/common';
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

/** Where @nestjs/swagger keeps a DTO's documented properties (`@ApiProperty`/`@ApiPropertyOptional`). */
const MODEL_PROPERTIES = 'swagger/apiModelProperties';
const MODEL_PROPERTIES_ARRAY = 'swagger/apiModelPropertiesArray';

/** What the OpenAPI document says about one body property: may it be null, and its DTO when nested. */
interface PropertyContract {
  nullable: boolean;
  nested: Type | null;
}

type Type = abstract new (...args: never[]) => unknown;

const contracts = new WeakMap<Type, Map<string, PropertyContract>>();

/** A documented DTO class (a class with `@ApiProperty` metadata), from swagger's `type` option. */
function documentedClass(type: unknown): Type | null {
  let resolved = Array.isArray(type) ? type[0] : type;
  // lazy form `type: () => FollowUpDto` (arrow functions have no prototype; classes do)
  if (typeof resolved === 'function' && !resolved.prototype)
    resolved = (resolved as () => unknown)();
  if (typeof resolved !== 'function' || !resolved.prototype) return null;
  return Reflect.getMetadata(MODEL_PROPERTIES_ARRAY, resolved.prototype)
    ? (resolved as Type)
    : null;
}

/** The documented properties of a DTO class (inherited ones included), cached per class. */
function contractOf(type: Type): Map<string, PropertyContract> {
  const cached = contracts.get(type);
  if (cached) return cached;
  const contract = new Map<string, PropertyContract>();
  const names: string[] = Reflect.getMetadata(MODEL_PROPERTIES_ARRAY, type.prototype) ?? [];
  for (const name of names.map((key) => key.replace(/^:/, ''))) {
    const options = (Reflect.getMetadata(MODEL_PROPERTIES, type.prototype, name) ?? {}) as {
      nullable?: boolean;
      type?: unknown;
    };
    contract.set(name, {
      nullable: options.nullable === true,
      nested: documentedClass(options.type),
    });
  }
  contracts.set(type, contract);
  return contract;
}

/**
 * The one null rule of request bodies (docs/api.md#hostile-input): a property sent as `null` is
 * refused unless the OpenAPI document says it is nullable (`@ApiProperty({nullable: true})`, e.g. a
 * `PATCH /v1/contacts/{id}` field, where `null` clears the value). A field that may be left out
 * must then be left out: class-validator's `@IsOptional()` skips every validator for `null` as for
 * `undefined`, so without this rule a null reached the services as if it were a value. Nested DTOs
 * (a property whose documented `type` is a DTO class, or an array of one) are checked the same way,
 * with dotted paths (`followUps.0.templateId`). Properties the DTO does not document are not looked
 * at (the whitelist strips them).
 *
 * @returns one `{field, message}` per refused null (empty when none), in body order.
 */
export function refusedNulls(value: unknown, type: Type, parent = ''): ErrorDetail[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => refusedNulls(item, type, parent ? `${parent}.${i}` : `${i}`));
  }
  const contract = contractOf(type);
  const details: ErrorDetail[] = [];
  for (const [name, item] of Object.entries(value)) {
    const property = contract.get(name);
    if (!property) continue;
    const field = parent ? `${parent}.${name}` : name;
    if (item === null) {
      if (!property.nullable)
        details.push({ field, message: 'must not be null (leave it out instead)' });
    } else if (property.nested) {
      details.push(...refusedNulls(item, property.nested, field));
    }
  }
  return details;
}

/**
 * The global pipe: before class-validator, `refusedNulls` applies the one null rule to JSON
 * bodies against their DTO's OpenAPI description.
 */
class ContractValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const type = metadata.type === 'body' ? documentedClass(metadata.metatype) : null;
    if (type) {
      const details = refusedNulls(value, type);
      if (details.length > 0) throw new ValidationFailedError(details);
    }
    return super.transform(value, metadata);
  }
}

/**
 * The global validation pipe: DTOs are validated and transformed; unknown fields are stripped,
 * never an error (funnel tools send extra fields: docs/api.md#transport); a `null` where the
 * OpenAPI document does not say nullable is refused (`refusedNulls`); failures are
 * 400 `VALIDATION_FAILED` with one detail per field.
 */
export function createValidationPipe(): ValidationPipe {
  return new ContractValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: false,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new ValidationFailedError(toErrorDetails(errors)),
  });
}
