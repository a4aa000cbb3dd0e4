import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

class ErrorDetailDto {
  @ApiProperty({ example: 'phone' })
  field!: string;

  @ApiProperty({ example: 'must include a country code' })
  message!: string;
}

class ErrorBodyDto {
  @ApiProperty({
    example: 'VALIDATION_FAILED',
    description: 'Machine-readable code (the table of codes: docs/api.md#errors).',
  })
  code!: string;

  @ApiProperty({ example: 'The request has invalid fields.' })
  message!: string;

  @ApiPropertyOptional({ type: [ErrorDetailDto] })
  details?: ErrorDetailDto[];

  @ApiProperty({
    example: '5f0c6f7e-3b0a-4c39-9d55-2f1b0f8f3a11',
    description: 'Also in the X-Request-Id header.',
  })
  requestId!: string;
}

/** The body of every non-2xx response. */
export class ErrorEnvelopeDto {
  @ApiProperty({ type: ErrorBodyDto })
  error!: ErrorBodyDto;
}
