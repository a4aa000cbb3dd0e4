import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type {
  TemplateCategory,
  TemplateChannel,
  TemplateReview,
  TemplateStatus,
} from './domain/template-status';

/**
 * A message template of an account (docs/templates.md): persistence model of the `templates`
 * table. Unique per (account, channel, name, language).
 */
@Entity({ name: 'templates' })
export class Template {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  /** Lowercase letters, digits and underscores; 1-512 characters (Meta's rule). */
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  channel!: TemplateChannel;

  /** WhatsApp spelling: `en`, `en_US`, `pt_BR`. */
  @Column({ type: 'text' })
  language!: string;

  /** The text with `{{firstName}}` / `{{lastName}}` variables. */
  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'text' })
  status!: TemplateStatus;

  /** Meta's category: `marketing`, `utility` or `authentication` (WhatsApp pricing and review). */
  @Column({ type: 'text' })
  category!: TemplateCategory;

  /** Who decided the review state: `meta`, `sandbox`, `operator` or `none` (nothing to review). */
  @Column({ type: 'text' })
  review!: TemplateReview;

  /** Meta's id of the submitted template, or null. */
  @Column({ name: 'provider_template_id', type: 'text', nullable: true })
  providerTemplateId!: string | null;

  /** Why the last status change happened (provider reason or operator note), or null. */
  @Column({ name: 'status_reason', type: 'text', nullable: true })
  statusReason!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** When the template was created or its status last changed. */
  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
