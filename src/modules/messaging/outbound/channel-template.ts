import type { ChannelTemplate } from '../../channels';
import type { Contact } from '../../contacts';
import { type Template, whatsAppParameters } from '../../templates';

/**
 * A template as its channel sends it (docs/sending.md#one-outbound-path): name, language and the body
 * parameters for the contact, in order (a WhatsApp template message; other channels send the
 * rendered text). Null without a template.
 */
export function channelTemplate(
  template: Template | null,
  contact: Contact,
): ChannelTemplate | null {
  if (!template) return null;
  return {
    name: template.name,
    language: template.language,
    parameters: whatsAppParameters(template.body, contact),
  };
}
