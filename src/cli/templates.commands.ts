import { Command, CommandRunner, Option } from 'nest-commander';
import { TemplateDto, TemplatesService } from '../modules/templates';
import { printJson } from './output';

interface ReviewOptions {
  template: string;
  status: string;
  reason?: string;
}

/**
 * `templates:review --template <id> --status approved|rejected [--reason <text>]`
 * (docs/templates.md#review-status): the operator's review of a template of any account. Prints the
 * template JSON (as `GET /v1/templates/{id}` shows it). The status change and its
 * `TemplateStatusChanged` event are one transaction; the running service's outbox relay delivers
 * the event (the CLI runs no workers). Errors: unknown id → `TEMPLATE_NOT_FOUND`; another status or
 * a refused change (e.g. approved → rejected) → `VALIDATION_FAILED` / `CONFLICT`, on stderr with
 * exit code 1.
 */
@Command({
  name: 'templates:review',
  description: "Set a template's review outcome (approved or rejected) and print the template",
})
export class ReviewTemplateCommand extends CommandRunner {
  constructor(private readonly templates: TemplatesService) {
    super();
  }

  async run(_args: string[], options: ReviewOptions): Promise<void> {
    const { template } = await this.templates.review(
      options.template,
      options.status,
      options.reason ?? null,
    );
    printJson(TemplateDto.from(template));
  }

  @Option({ flags: '--template <templateId>', description: 'the template id', required: true })
  parseTemplate(value: string): string {
    return value;
  }

  @Option({ flags: '--status <status>', description: 'approved or rejected', required: true })
  parseStatus(value: string): string {
    return value;
  }

  @Option({ flags: '--reason <text>', description: 'optional note, stored as statusReason' })
  parseReason(value: string): string {
    return value;
  }
}
