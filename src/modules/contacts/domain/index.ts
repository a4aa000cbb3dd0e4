/**
 * The contacts module's pure rules other modules' `domain/` code may use
 * (docs/architecture.md#boundaries): contact input normalisation, name text, lengths, the
 * erased person's shape.
 */
export {
  CUSTOM_FIELD_KEY_MAX_LENGTH,
  CUSTOM_FIELDS_MAX_KEYS,
  normaliseContactInput,
} from './contact-input';
export type { ContactInputFields, NormalisedContactInput } from './contact-input';
export { ContactRuleViolation } from './contact-rules.errors';
export type { ContactRuleCode } from './contact-rules.errors';
export type { ContactIdentity, ErasedContact } from './erased-contact';
export { isNameText } from './plain-text';
export { exceedsMaxChars } from './text-length';
