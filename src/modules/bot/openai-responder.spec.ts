import { type AddressInfo, createServer } from 'node:net';
import { AppConfig } from '../../config/app-config';
import { FakeChatCompletions } from '../../../test/support/fake-chat-completions';
import {
  BotModelError,
  createBotResponder,
  isOptOutSignal,
  OpenAiResponder,
  type OpenAiResponderOptions,
  RuleBasedResponder,
} from './bot-responder';
import { type BotContext, type BotTurn, DEFAULT_BOT_INSTRUCTIONS } from './domain/bot-context';
import { HAND_OFF_TEXT } from './domain/rule-based';

const API_KEY = 'sk-test-4f1c2d9e8b7a6c5d';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 8, minute));
const turn = (direction: BotTurn['direction'], body: string, minute: number): BotTurn => ({
  direction,
  body,
  createdAt: at(minute),
});

const context = (change: Partial<BotContext> = {}): BotContext => ({
  instructions: 'You are the assistant of Sunny Solar. Never quote prices.',
  faq: [{ question: 'What are your opening hours?', answer: 'Mon-Fri 9-17.' }],
  contact: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+14155552671',
    customFields: { roof: 'flat' },
  },
  history: [
    turn('outbound', 'Hi Ada, thanks for your interest in solar panels!', 1),
    turn('inbound', 'Hello', 2),
    turn('outbound', 'Hi Ada! How can I help?', 3),
    turn('inbound', 'Do you install on flat roofs?', 4),
    turn('inbound', 'And how long does it take?', 5),
  ],
  channel: 'whatsapp',
  ...change,
});

/** The value of `promise` and how long it took (ms). */
async function timed<T>(promise: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await promise;
  return { value, ms: performance.now() - start };
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('OpenAiResponder against a local chat-completions server', () => {
  let fake: FakeChatCompletions;
  const responder = (change: Partial<OpenAiResponderOptions> = {}) =>
    new OpenAiResponder({
      baseUrl: fake.baseUrl,
      apiKey: API_KEY,
      model: 'gpt-test-mini',
      timeoutMs: 2000,
      maxRetries: 0,
      maxMessages: 20,
      maxTokens: 2000,
      ...change,
    });

  beforeEach(async () => {
    fake = await FakeChatCompletions.start();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('a model answering the opt-out signal alone opts the contact out (docs/bot.md#us-sms-rules)', async () => {
    fake.replyWith('[OPT_OUT]');
    expect(await responder().answer(context())).toEqual({ kind: 'opt_out' });
    const system = (fake.requests[0].body as { messages: { content: string }[] }).messages[0];
    expect(system.content).toContain('answer exactly OPT_OUT');
  });

  it('falls back to max_tokens once for a server that refuses max_completion_tokens, then keeps it', async () => {
    fake.failNext(1, {
      status: 400,
      body: {
        error: {
          message: 'Unrecognized request argument supplied: max_completion_tokens',
          type: 'invalid_request_error',
          param: 'max_completion_tokens',
          code: null,
        },
      },
    });
    fake.replyWith('Legacy server reply');
    const bot = responder();
    expect(await bot.answer(context())).toEqual({ kind: 'reply', text: 'Legacy server reply' });
    expect(await bot.answer(context())).toEqual({ kind: 'reply', text: 'Legacy server reply' });
    const bodies = fake.requests.map((r) => r.body as Record<string, unknown>);
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toMatchObject({ max_completion_tokens: 2000 });
    expect(bodies[1]).toMatchObject({ max_tokens: 300 });
    expect(bodies[1]).not.toHaveProperty('max_completion_tokens');
    expect(bodies[2]).toMatchObject({ max_tokens: 300 });
  });

  it('sends a configured temperature and cap; a server refusing the temperature gets the request without it, from then on', async () => {
    fake.failNext(1, {
      status: 400,
      body: {
        error: {
          message:
            "Unsupported value: 'temperature' does not support 0.3 with this model. Only the default (1) value is supported.",
          type: 'invalid_request_error',
          param: 'temperature',
          code: 'unsupported_value',
        },
      },
    });
    fake.replyWith('Reasoned reply');
    const bot = responder({ temperature: 0.3, maxCompletionTokens: 4000 });
    expect(await bot.answer(context())).toEqual({ kind: 'reply', text: 'Reasoned reply' });
    expect(await bot.answer(context())).toEqual({ kind: 'reply', text: 'Reasoned reply' });
    const bodies = fake.requests.map((r) => r.body as Record<string, unknown>);
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toMatchObject({ temperature: 0.3, max_completion_tokens: 4000 });
    expect(bodies[1]).not.toHaveProperty('temperature');
    expect(bodies[1]).toMatchObject({ max_completion_tokens: 4000 });
    expect(bodies[2]).not.toHaveProperty('temperature');
  });

  it('a server that takes the temperature keeps getting it', async () => {
    const bot = responder({ temperature: 0.7 });
    await bot.answer(context());
    await bot.answer(context());
    expect(fake.requests.map((r) => (r.body as Record<string, unknown>).temperature)).toEqual([
      0.7, 0.7,
    ]);
  });

  it('a reply left empty because reasoning used up the cap is asked once more with the cap doubled', async () => {
    fake.replyNext('', 'length');
    fake.replyWith('Answer after more room');
    expect(await responder().answer(context())).toEqual({
      kind: 'reply',
      text: 'Answer after more room',
    });
    expect(fake.requests.map((r) => r.body?.max_completion_tokens)).toEqual([2000, 4000]);
  });

  it('used up twice: MODEL_TOKEN_LIMIT naming the setting to raise', async () => {
    fake.replyNext(null, 'length');
    fake.replyNext('', 'length');
    const error = (await caught(
      responder({ maxCompletionTokens: 500 }).answer(context()),
    )) as BotModelError;
    expect(error.code).toBe('MODEL_TOKEN_LIMIT');
    expect(error.message).toContain('BOT_MAX_COMPLETION_TOKENS');
    expect(fake.requests.map((r) => r.body?.max_completion_tokens)).toEqual([500, 1000]);
  });

  it('does not retry other 400s', async () => {
    fake.failNext(1, { status: 400 });
    await expect(responder().answer(context())).rejects.toMatchObject({ code: 'MODEL_HTTP_400' });
    expect(fake.requests).toHaveLength(1);
  });

  it('sends the documented request and returns the completion text', async () => {
    fake.replyWith('  Yes, we install on flat roofs; it takes one day.  ');
    const answer = await responder().answer(context());

    expect(answer).toEqual({
      kind: 'reply',
      text: 'Yes, we install on flat roofs; it takes one day.',
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(request.body).toMatchObject({
      model: 'gpt-test-mini',
      max_completion_tokens: 2000,
    });
    expect(request.body).not.toHaveProperty('max_tokens');
    // OpenAI's reasoning models refuse any temperature but their default: none is sent.
    expect(request.body).not.toHaveProperty('temperature');

    const messages = request.body?.messages ?? [];
    expect(messages[0].role).toBe('system');
    expect(messages[0].content.startsWith('You are the assistant of Sunny Solar.')).toBe(true);
    expect(messages[0].content).toContain('"firstName":"Ada"');
    expect(messages[0].content).toContain('"roof":"flat"');
    expect(messages[0].content).toContain('Q: What are your opening hours?');
    expect(messages.slice(1)).toEqual([
      { role: 'assistant', content: 'Hi Ada, thanks for your interest in solar panels!' },
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi Ada! How can I help?' },
      { role: 'user', content: 'Do you install on flat roofs?' },
      { role: 'user', content: 'And how long does it take?' },
    ]);
  });

  it('bounds the history: the most recent turns within BOT_HISTORY_MESSAGES', async () => {
    await responder({ maxMessages: 2 }).answer(context());
    expect(fake.requests[0].body?.messages?.slice(1)).toEqual([
      { role: 'user', content: 'Do you install on flat roofs?' },
      { role: 'user', content: 'And how long does it take?' },
    ]);
  });

  it('no instructions: the default instructions lead the system message', async () => {
    await responder().answer(context({ instructions: null }));
    expect(fake.requests[0].body?.messages?.[0].content.startsWith(DEFAULT_BOT_INSTRUCTIONS)).toBe(
      true,
    );
  });

  it('a 429 with retry-after: 1 is retried after about a second, then answers once', async () => {
    fake.failNext(1, { status: 429, retryAfterSeconds: 1 });
    fake.replyWith('Sure!');
    const { value, ms } = await timed(responder({ maxRetries: 2 }).answer(context()));

    expect(value).toEqual({ kind: 'reply', text: 'Sure!' });
    expect(fake.requests).toHaveLength(2);
    const gap = fake.requests[1].at - fake.requests[0].at;
    expect(gap).toBeGreaterThanOrEqual(950); // retry-after honoured, not the 0.5 s default
    expect(ms).toBeLessThan(3000);
    expect(fake.requests[1].body).toEqual(fake.requests[0].body);
  });

  it('a server that never answers times out: MODEL_TIMEOUT after 1 + maxRetries requests', async () => {
    fake.hangNext(5);
    const { value: error, ms } = await timed(
      caught(responder({ timeoutMs: 300, maxRetries: 1 }).answer(context())),
    );

    expect(error).toBeInstanceOf(BotModelError);
    expect((error as BotModelError).code).toBe('MODEL_TIMEOUT');
    expect(fake.requests).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(600);
    expect(ms).toBeLessThan(2500);
  });

  it('a server that always answers 500: MODEL_HTTP_500 after 1 + maxRetries requests', async () => {
    fake.alwaysFail(500);
    const error = await caught(responder({ maxRetries: 2 }).answer(context()));

    expect(error).toBeInstanceOf(BotModelError);
    expect((error as BotModelError).code).toBe('MODEL_HTTP_500');
    expect(fake.requests).toHaveLength(3);
  });

  it('a 429 that does not end: MODEL_RATE_LIMITED', async () => {
    fake.failNext(2, { status: 429, retryAfterSeconds: 0 });
    const error = await caught(responder({ maxRetries: 1 }).answer(context()));
    expect((error as BotModelError).code).toBe('MODEL_RATE_LIMITED');
    expect(fake.requests).toHaveLength(2);
  });

  it('a 401 is not retried, and the error never shows the API key', async () => {
    fake.failNext(1, {
      status: 401,
      body: {
        error: {
          message: `Incorrect API key provided: ${API_KEY}.`,
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      },
    });
    const error = (await caught(responder({ maxRetries: 2 }).answer(context()))) as BotModelError;

    expect(error).toBeInstanceOf(BotModelError);
    expect(error.code).toBe('MODEL_HTTP_401');
    expect(error.message).toContain('invalid_api_key');
    expect(error.message).not.toContain(API_KEY);
    expect(JSON.stringify(error)).not.toContain(API_KEY);
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['an empty string', ''],
    ['only whitespace', '  \n '],
    ['null content', null],
  ])('a completion with %s: MODEL_EMPTY_REPLY', async (_name, reply) => {
    fake.replyWith(reply);
    const error = await caught(responder().answer(context()));
    expect((error as BotModelError).code).toBe('MODEL_EMPTY_REPLY');
  });

  it('a contact asking for a person hands off without any request', async () => {
    const history = [...context().history, turn('inbound', 'can I talk to a human?', 6)];
    const answer = await responder().answer(context({ history }));

    expect(answer).toEqual({
      kind: 'hand_off',
      text: HAND_OFF_TEXT,
      reason: 'contact_asked_for_human',
    });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('OpenAiResponder without a server', () => {
  it('a refused connection: MODEL_NETWORK_ERROR', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const responder = new OpenAiResponder({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      apiKey: API_KEY,
      model: 'm',
      timeoutMs: 1000,
      maxRetries: 0,
      maxMessages: 5,
      maxTokens: 500,
    });
    const error = (await caught(responder.answer(context()))) as BotModelError;
    expect(error).toBeInstanceOf(BotModelError);
    expect(error.code).toBe('MODEL_NETWORK_ERROR');
    expect(error.message).not.toContain(API_KEY);
  });
});

describe('createBotResponder', () => {
  // Built directly: see the report about loadConfig and the BOT_ variables without defaults.
  const config = (values: Partial<AppConfig>) => Object.assign(new AppConfig(), values);

  it('all three BOT_ settings → the model adapter; otherwise the rule-based one', () => {
    const model = createBotResponder(
      config({
        BOT_API_BASE_URL: 'http://127.0.0.1:1/v1',
        BOT_API_KEY: API_KEY,
        BOT_MODEL: 'gpt-test-mini',
      }),
    );
    expect(model).toBeInstanceOf(OpenAiResponder);
    expect(model.kind).toBe('model');

    for (const values of [
      {},
      { BOT_API_BASE_URL: 'http://127.0.0.1:1/v1', BOT_API_KEY: API_KEY },
      { BOT_API_KEY: API_KEY, BOT_MODEL: 'm' },
      { BOT_API_BASE_URL: 'http://127.0.0.1:1/v1', BOT_MODEL: 'm' },
    ]) {
      const responder = createBotResponder(config(values));
      expect(responder).toBeInstanceOf(RuleBasedResponder);
      expect(responder.kind).toBe('rule-based');
    }
  });

  it('the model adapter uses the BOT_ settings', async () => {
    const fake = await FakeChatCompletions.start();
    try {
      fake.replyWith('Configured.');
      const responder = createBotResponder(
        config({
          BOT_API_BASE_URL: fake.baseUrl,
          BOT_API_KEY: API_KEY,
          BOT_MODEL: 'configured-model',
          BOT_HISTORY_MESSAGES: 1,
        }),
      );
      expect(await responder.answer(context())).toEqual({ kind: 'reply', text: 'Configured.' });
      expect(fake.requests[0].headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(fake.requests[0].body?.model).toBe('configured-model');
      expect(fake.requests[0].body?.messages).toHaveLength(2);
      expect(fake.requests[0].body).not.toHaveProperty('temperature');
      expect(fake.requests[0].body?.max_completion_tokens).toBe(2000);

      const tuned = createBotResponder(
        config({
          BOT_API_BASE_URL: fake.baseUrl,
          BOT_API_KEY: API_KEY,
          BOT_MODEL: 'configured-model',
          BOT_TEMPERATURE: 0.2,
          BOT_MAX_COMPLETION_TOKENS: 900,
        }),
      );
      await tuned.answer(context());
      expect(fake.requests[1].body).toMatchObject({ temperature: 0.2, max_completion_tokens: 900 });
    } finally {
      await fake.close();
    }
  });

  it('the rule-based adapter answers with the rule-based bot', async () => {
    const answer = await new RuleBasedResponder().answer(
      context({ history: [turn('inbound', 'what are your opening hours?', 1)] }),
    );
    expect(answer).toEqual({ kind: 'reply', text: 'Mon-Fri 9-17.' });
  });
});

describe('isOptOutSignal (docs/bot.md#us-sms-rules)', () => {
  it.each([
    'OPT_OUT',
    'opt_out',
    ' OPT_OUT. ',
    '[OPT_OUT]',
    '`OPT_OUT`',
    '"OPT_OUT"',
    '**OPT_OUT**',
  ])('%j is the signal', (text) => {
    expect(isOptOutSignal(text)).toBe(true);
  });
  it.each(['OPT_OUT please', 'You can reply OPT_OUT', 'OPT OUT', 'STOP', ''])(
    '%j is not',
    (text) => {
      expect(isOptOutSignal(text)).toBe(false);
    },
  );
});
