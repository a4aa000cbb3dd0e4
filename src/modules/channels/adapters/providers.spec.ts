import { ProviderRejectedError, ProviderRetryableError } from '../channel-adapter';
import { parseRetryAfterMs, type ProviderResponse } from './provider-http';
import { classifyTwilioError, twilioMessageForm } from './twilio/twilio-sender';
import { classifyWhatsAppError, whatsAppMessageBody } from './whatsapp/whatsapp-sender';

const response = (
  status: number,
  json: unknown,
  headers: Record<string, string> = {},
): ProviderResponse => ({
  status,
  headers,
  text: JSON.stringify(json),
  json,
});

describe('parseRetryAfterMs', () => {
  const now = Date.parse('2026-11-02T08:00:00Z');
  it.each([
    [undefined, null],
    ['', null],
    ['soon', null],
    ['0', 0],
    ['2', 2000],
    [['3'], 3000],
    ['Mon, 02 Nov 2026 08:00:05 GMT', 5000],
    ['Mon, 02 Nov 2026 07:59:00 GMT', 0],
    ['999999', 3_600_000],
  ])('%j → %j ms', (value, expected) => {
    expect(parseRetryAfterMs(value as string | string[] | undefined, now)).toBe(expected);
  });
});

describe('WhatsApp Cloud API request body', () => {
  it('a template with body parameters in order', () => {
    expect(
      whatsAppMessageBody({
        messageId: 'm1',
        to: '+16505551234',
        body: 'Hi Ana',
        template: { name: 'welcome', language: 'en_US', parameters: ['Ana', 'Webinar'] },
      }),
    ).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '16505551234',
      type: 'template',
      template: {
        name: 'welcome',
        language: { code: 'en_US' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana' },
              { type: 'text', text: 'Webinar' },
            ],
          },
        ],
      },
    });
  });

  it('a template without parameters has no components; no template is a text message', () => {
    const template = whatsAppMessageBody({
      messageId: 'm',
      to: '+16505551234',
      body: 'x',
      template: { name: 'hello_world', language: 'en_US', parameters: [] },
    });
    expect(template.template).toEqual({ name: 'hello_world', language: { code: 'en_US' } });
    expect(
      whatsAppMessageBody({ messageId: 'm', to: '+16505551234', body: 'Thanks!' }),
    ).toMatchObject({
      type: 'text',
      text: { preview_url: false, body: 'Thanks!' },
    });
  });

  it('refuses a recipient that is not E.164', () => {
    expect(() => whatsAppMessageBody({ messageId: 'm', to: '0612345678', body: 'x' })).toThrow(
      ProviderRejectedError,
    );
  });
});

describe('classifyWhatsAppError', () => {
  const graph = (code: number, status = 400, headers: Record<string, string> = {}) =>
    classifyWhatsAppError(
      response(
        status,
        { error: { message: `(#${code}) boom`, type: 'OAuthException', code } },
        headers,
      ),
    );

  it.each([
    [130429, 400, 1000],
    [131056, 400, 6000],
    [80007, 400, 60_000],
    [4, 400, 60_000],
    [133004, 503, 5000],
  ])('Graph code %i (HTTP %i) is retryable after %i ms', (code, status, wait) => {
    const error = graph(code, status);
    expect(error).toBeInstanceOf(ProviderRetryableError);
    expect(error).toMatchObject({ code: String(code), retryAfterMs: wait });
  });

  it('honours Retry-After, and treats 429 and 5xx as retryable whatever the code', () => {
    expect(graph(130429, 429, { 'retry-after': '7' })).toMatchObject({ retryAfterMs: 7000 });
    expect(graph(1, 500)).toBeInstanceOf(ProviderRetryableError);
    expect(classifyWhatsAppError(response(502, null))).toMatchObject({
      code: 'HTTP_502',
      retryAfterMs: 5000,
    });
    expect(classifyWhatsAppError(response(429, null))).toMatchObject({
      code: 'HTTP_429',
      retryAfterMs: 1000,
    });
  });

  it.each([
    [131049, 'MARKETING_LIMIT_REACHED'],
    [131026, 'UNDELIVERABLE'],
    [131047, 'REENGAGEMENT_REQUIRED'],
    [131051, 'UNSUPPORTED_MESSAGE_TYPE'],
    [130472, 'EXPERIMENT_HOLDOUT'],
    [131062, 'PHONE_REQUIRED'],
  ])(
    '%s is rejected (never retried) by its name with a sentence (docs/channels.md#whatsapp-failure-codes)',
    (code, name) => {
      const error = classifyWhatsAppError(
        response(400, { error: { message: `(#${code}) refused`, code } }),
      );
      expect(error).toBeInstanceOf(ProviderRejectedError);
      expect(error.code).toBe(name);
      expect(error.message).toContain(`(WhatsApp ${code}: (#${code}) refused)`);
    },
  );

  it('other 4xx are rejected with the Graph code and message', () => {
    const error = classifyWhatsAppError(
      response(400, {
        error: {
          message: '(#131099) Something new',
          code: 131099,
          error_data: { details: 'Not on WhatsApp' },
        },
      }),
    );
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect(error).toMatchObject({
      code: '131099',
      message: '(#131099) Something new: Not on WhatsApp',
    });
    expect(
      classifyWhatsAppError(
        response(401, { error: { code: 190, message: 'Invalid OAuth access token' } }),
      ),
    ).toMatchObject({ code: '190' });
    expect(classifyWhatsAppError(response(404, 'not json'))).toMatchObject({ code: 'HTTP_404' });
  });
});

describe('Twilio request form and errors', () => {
  const message = { messageId: 'm1', to: '+14155552671', body: 'Hi Ana' };

  it('From for a number, MessagingServiceSid for a service, StatusCallback when known', () => {
    expect(
      Object.fromEntries(twilioMessageForm(message, '+14155550100', 'https://p.test/s')),
    ).toEqual({
      To: '+14155552671',
      From: '+14155550100',
      Body: 'Hi Ana',
      StatusCallback: 'https://p.test/s',
    });
    const service = 'MG0123456789abcdef0123456789abcdef';
    expect(Object.fromEntries(twilioMessageForm(message, service, null))).toEqual({
      To: '+14155552671',
      MessagingServiceSid: service,
      Body: 'Hi Ana',
    });
  });

  it('429 / 20429 and 5xx are retryable (Retry-After honoured); other 4xx are rejected with the code', () => {
    expect(
      classifyTwilioError(
        response(429, { code: 20429, message: 'Too Many Requests' }, { 'retry-after': '3' }),
      ),
    ).toMatchObject({
      code: '20429',
      retryAfterMs: 3000,
    });
    expect(
      classifyTwilioError(response(400, { code: 20429, message: 'Too Many Requests' })),
    ).toBeInstanceOf(ProviderRetryableError);
    expect(classifyTwilioError(response(503, null))).toMatchObject({
      code: 'HTTP_503',
      retryAfterMs: 5000,
    });
    const rejected = classifyTwilioError(
      response(400, { code: 21211, message: "Invalid 'To' Phone Number" }),
    );
    expect(rejected).toBeInstanceOf(ProviderRejectedError);
    expect(rejected).toMatchObject({ code: '21211', message: "Invalid 'To' Phone Number" });
  });
});
