import { Module } from '@nestjs/common';
import { TemplatesController } from './templates.controller';
import { TemplatesRepository } from './templates.repository';
import { TemplatesService } from './templates.service';
import { Template } from './template.entity';

/**
 * Message templates and their review statuses; publishes `TemplateStatusChanged` and subscribes
 * to the WhatsApp provider's `ProviderTemplateStatusReported`. Exports the service campaigns,
 * messaging and the operator CLI use.
 */
@Module({
  controllers: [TemplatesController],
  providers: [TemplatesService, TemplatesRepository],
  exports: [TemplatesService],
})
export class TemplatesModule {
  /** The entities of this module (the application's entity list is assembled from these). */
  static readonly entities = [Template];
}
