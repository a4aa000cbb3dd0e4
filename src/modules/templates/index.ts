/** The public surface of the templates module: what other modules may use (docs/architecture.md#boundaries). */
export { renderTemplate, whatsAppParameters } from './domain/template-body';
export type { TemplateStatus } from './domain/template-status';
export { TemplateDto } from './dto/template.dto';
export type { Template } from './template.entity';
export { TemplatesModule } from './templates.module';
export { TemplatesService } from './templates.service';
