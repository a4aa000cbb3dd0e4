import { type BotContext, type BotFaqEntry, type BotTurn } from './bot-context';
import {
  fallbackText,
  greetingText,
  HAND_OFF_TEXT,
  isGreeting,
  latestInboundBurst,
  latestInboundText,
  matchFaq,
  ruleBasedAnswer,
  significantWords,
} from './rule-based';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 8, minute));
const inbound = (body: string, minute = 0): BotTurn => ({
  direction: 'inbound',
  body,
  createdAt: at(minute),
});
const outbound = (body: string, minute = 0): BotTurn => ({
  direction: 'outbound',
  body,
  createdAt: at(minute),
});

const FAQ: BotFaqEntry[] = [
  { question: 'What are your opening hours?', answer: 'We are open Monday to Friday, 9:00-17:00.' },
  {
    question: 'Do you ship internationally?',
    answer: 'Yes, we ship to the EU, the UK and the US.',
  },
  {
    question: 'How much does shipping cost?',
    answer: 'Shipping is free over 50 EUR, 4.90 EUR below.',
  },
  { question: 'Can I return an item?', answer: 'Returns are free within 30 days.' },
];

const context = (history: BotTurn[], change: Partial<BotContext> = {}): BotContext => ({
  instructions: null,
  faq: FAQ,
  contact: { firstName: 'Ada', lastName: null, email: null, phone: null, customFields: {} },
  history,
  channel: 'sms',
  ...change,
});

/** A conversation where the contact already wrote and the bot answered. */
const ongoing = (...latest: string[]): BotTurn[] => [
  outbound('Hi Ada, thanks for signing up!', 1),
  inbound('hello', 2),
  outbound(greetingText('Ada'), 3),
  ...latest.map((body, i) => inbound(body, 4 + i)),
];

describe('latestInboundBurst', () => {
  it.each<[string, BotTurn[], string[]]>([
    ['no history', [], []],
    ['only an outbound turn', [outbound('hi')], []],
    ['one inbound', [inbound('a')], ['a']],
    [
      'inbound after outbound',
      [inbound('a'), outbound('b'), inbound('c'), inbound('d')],
      ['c', 'd'],
    ],
    [
      'ends with outbound: the last inbound alone',
      [inbound('a'), inbound('b'), outbound('c')],
      ['b'],
    ],
  ])('%s', (_name, history, expected) => {
    expect(latestInboundBurst(history).map((t) => t.body)).toEqual(expected);
  });

  it('the text joins the burst with newlines', () => {
    expect(latestInboundText([outbound('x'), inbound('a'), inbound('b')])).toBe('a\nb');
  });
});

describe('significantWords', () => {
  it.each([
    ['What are your opening hours?', ['open', 'hour']],
    ['Do you ship internationally?', ['ship', 'internationally']],
    ['How much does SHIPPING cost??', ['much', 'ship', 'cost']],
    ["I'm looking for the prices, please", ['look', 'price']],
    ['Café crème', ['cafe', 'creme']],
    ['hi hello hey', []],
    ['Boxes, classes and parties', ['box', 'class', 'party']],
    ['it was delivered and shipped', ['deliver', 'ship']],
  ])('%j → %j', (text, words) => {
    expect(significantWords(text)).toEqual(words);
  });
});

describe('matchFaq', () => {
  it.each([
    ['what are your opening hours?', 0],
    ['When do you open', 0],
    ['hours?', 0],
    ['do you ship to Canada', 1],
    ['international shipping?', 1], // one shared word with entries 1 and 2 ("ship"): the earlier wins
    ['how much is shipping', 2],
    ['what does shipping cost', 2],
    ['can I return my item', 3],
    ['returns', 3],
  ])('%j → entry %d', (text, index) => {
    expect(matchFaq(FAQ, text)).toBe(FAQ[index]);
  });

  it.each(['hello', 'hi there!', 'what is your address', 'I love your shoes', ''])(
    '%j → no entry',
    (text) => {
      expect(matchFaq(FAQ, text)).toBeNull();
    },
  );

  it('needs at least half of a long question', () => {
    const faq = [{ question: 'Can I change or cancel my order after payment?', answer: 'Yes.' }];
    // significant words: change, cancel, order, after, payment → needs 3
    expect(matchFaq(faq, 'my order')).toBeNull();
    expect(matchFaq(faq, 'I want to cancel my order after payment')).toBe(faq[0]);
  });

  it('the most shared words win; a question without significant words or answer never matches', () => {
    const faq = [
      { question: 'What is the price?', answer: 'From 10 EUR.' },
      { question: 'What is the price of delivery?', answer: 'Delivery is 5 EUR.' },
      { question: 'How are you?', answer: 'Fine.' },
      { question: 'Delivery price', answer: '   ' },
    ];
    expect(matchFaq(faq, 'price of delivery please')).toBe(faq[1]);
    expect(matchFaq(faq, 'the price?')).toBe(faq[0]);
    expect(matchFaq(faq, 'how are you?')).toBeNull();
  });
});

describe('isGreeting', () => {
  it.each([
    'hi',
    'Hi!',
    'hello',
    'Hello there',
    'hey, how are you?',
    'Hiya',
    'good morning',
    'Good evening Sunny team',
    'howdy',
    'greetings',
  ])('%j is a greeting', (text) => {
    expect(isGreeting(text)).toBe(true);
  });

  it.each(['hi, my order is late and broken', 'hiking boots?', 'you there?', 'ok', 'thanks', ''])(
    '%j is not a greeting',
    (text) => {
      expect(isGreeting(text)).toBe(false);
    },
  );
});

describe('ruleBasedAnswer', () => {
  it.each<[string, BotTurn[], Partial<BotContext>, ReturnType<typeof ruleBasedAnswer>]>([
    [
      'asks for a person → hand-off',
      ongoing('can I talk to a human?'),
      {},
      { kind: 'hand_off', text: HAND_OFF_TEXT, reason: 'contact_asked_for_human' },
    ],
    [
      'asks for a person in the middle of a burst → hand-off',
      ongoing('hi', 'agent please', 'thx'),
      {},
      { kind: 'hand_off', text: HAND_OFF_TEXT, reason: 'contact_asked_for_human' },
    ],
    [
      'an FAQ question → its answer',
      ongoing('What time do you open?'),
      {},
      { kind: 'reply', text: FAQ[0].answer },
    ],
    [
      'an FAQ question spread over a burst → its answer',
      ongoing('quick question', 'the shipping', 'how much does it cost'),
      {},
      { kind: 'reply', text: FAQ[2].answer },
    ],
    [
      'a first message with an FAQ question → the answer, not a greeting',
      [outbound('Hi Ada!'), inbound('hi, do you ship internationally?')],
      {},
      { kind: 'reply', text: FAQ[1].answer },
    ],
    [
      'first message → greeting with the first name',
      [outbound('Welcome to Sunny!'), inbound('I saw your ad')],
      {},
      { kind: 'reply', text: 'Hi Ada! Thanks for getting in touch — how can I help?' },
    ],
    [
      'first message burst → one greeting',
      [inbound('yo'), inbound('anyone there')],
      {},
      { kind: 'reply', text: 'Hi Ada! Thanks for getting in touch — how can I help?' },
    ],
    [
      'a greeting later in the conversation → greeting',
      ongoing('good morning!'),
      {},
      { kind: 'reply', text: 'Hi Ada! Thanks for getting in touch — how can I help?' },
    ],
    [
      'greeting without a first name → "Hi there!"',
      [inbound('hello')],
      { contact: { firstName: null, lastName: null, email: null, phone: null, customFields: {} } },
      { kind: 'reply', text: 'Hi there! Thanks for getting in touch — how can I help?' },
    ],
    [
      'not understood → the fallback with FAQ topics',
      ongoing('my cat likes your logo'),
      {},
      { kind: 'reply', text: fallbackText(FAQ) },
    ],
    [
      'not understood, no FAQ → the fallback offering a person',
      ongoing('my cat likes your logo'),
      { faq: [] },
      { kind: 'reply', text: fallbackText([]) },
    ],
  ])('%s', (_name, history, change, expected) => {
    expect(ruleBasedAnswer(context(history, change))).toEqual(expected);
  });

  it('the fallback names at most three FAQ questions and offers a person', () => {
    const text = fallbackText(FAQ);
    expect(text).toContain('"What are your opening hours?"');
    expect(text).toContain('"How much does shipping cost?"');
    expect(text).not.toContain('Can I return an item?');
    expect(text).toContain('"agent"');
    expect(fallbackText([])).toContain('"agent"');
  });

  it('only the latest burst counts: an old request for a person is not repeated', () => {
    const history = [
      inbound('agent', 1),
      outbound(HAND_OFF_TEXT, 2),
      outbound('Hi, Sam here. Anything else?', 3),
      inbound('what are your opening hours', 4),
    ];
    expect(ruleBasedAnswer(context(history))).toEqual({ kind: 'reply', text: FAQ[0].answer });
  });
});
