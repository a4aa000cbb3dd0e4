/** The public surface of the contacts module: what other modules may use (docs/architecture.md#boundaries). */
export { ERASED_BODY } from './contact-lifecycle.service';
export type { Contact } from './contact.entity';
export { ContactIdentitiesService } from './contact-identities.service';
export type { ChannelPersonIdentity } from './contact-identities.service';
export { ContactsModule } from './contacts.module';
export { ContactsService } from './contacts.service';
export {
  CUSTOM_FIELDS_MAX_KEYS,
  CUSTOM_FIELD_KEY_MAX_LENGTH,
  normaliseContactInput,
} from './domain/contact-input';
export type { ContactInputFields, NormalisedContactInput } from './domain/contact-input';
export { ContactRuleViolation } from './domain/contact-rules.errors';
export type { ContactRuleCode } from './domain/contact-rules.errors';
export type { ErasedContact } from './domain/erased-contact';
export { isNameText } from './domain/plain-text';
export { exceedsMaxChars } from './domain/text-length';
export { ContactDto, ContactPageDto } from './dto/contact.dto';
