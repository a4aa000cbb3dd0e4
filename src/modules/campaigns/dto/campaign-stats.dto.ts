import { ApiProperty } from '@nestjs/swagger';

/** What a campaign did: enrolment counts and its opening messages' delivery. */
export class CampaignStatsDto {
  @ApiProperty({ description: 'Contacts ever enrolled.' }) enrolled!: number;
  @ApiProperty({ description: 'Waiting for their opening message (or being sent).' })
  pending!: number;
  @ApiProperty({ description: 'Opening message sent (including those who replied since).' })
  sent!: number;
  @ApiProperty({
    description: 'Opening messages the provider reported delivered (or read since).',
  })
  delivered!: number;
  @ApiProperty({ description: 'Opening messages the provider reported read.' }) read!: number;
  @ApiProperty({ description: 'Not sent, with a reason (docs/campaigns.md#skip-reasons).' })
  skipped!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description:
      'Skipped openings by reason: `campaign_not_live`, `template_not_approved`, `no_phone` (WhatsApp/SMS contact without a phone, e.g. a Messenger person added to a list), `no_channel_identity` (Messenger/Instagram: no PSID/IGSID on the connected Page or account), `opted_out`, `contact_messaged_first`, `comment_already_answered` (Meta allows one private reply per comment), `window_closed` (Meta’s window closed before the send: 24 h after the person’s last message, 7 days after a comment), `marketing_limit_reached` (WhatsApp 131049: Meta’s per-person marketing limit; never retried, and marketing templates to that person wait 24 h: docs/campaigns.md#marketing-limit), `contact_erased`, `campaign_archived`.',
    example: { opted_out: 2, no_phone: 1 },
  })
  skippedReasons!: Record<string, number>;
  @ApiProperty({ description: 'The provider refused the opening message.' }) failed!: number;
  @ApiProperty({ description: 'Replied after the opening message.' }) replied!: number;
  @ApiProperty({
    description:
      "Openings and follow-ups waiting for the end of quiet hours in the contact's local time (docs/campaigns.md#quiet-hours); they are also counted in `pending` (openings).",
  })
  waitingForQuietHours!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description:
      "WhatsApp: the campaign's messages (openings and follow-ups) Meta reported billable, by the category it bills them as (`marketing`, `utility`, `authentication`, `authentication_international`, `service`; `unknown` when Meta named none), from the status webhooks' `pricing` (docs/channels.md#whatsapp-pricing). Messages not reported yet are not counted.",
    example: { marketing: 40, utility: 3 },
  })
  billable!: Record<string, number>;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description:
      'WhatsApp: messages Meta reported free (`billable: false`, e.g. a utility template inside the 24-hour window or a free entry point), by category.',
    example: { utility: 5 },
  })
  free!: Record<string, number>;
}
