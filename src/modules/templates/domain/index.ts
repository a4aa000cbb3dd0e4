/** The templates module's pure rules and shapes others may use (docs/architecture.md#boundaries). */
export { renderTemplate, whatsAppParameters } from './template-body';
export type { TemplateChannel, TemplateStatus } from './template-status';
