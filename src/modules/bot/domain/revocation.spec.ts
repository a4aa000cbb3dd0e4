import { classifyKeyword } from './keywords';
import { revokesConsent } from './revocation';

describe('revokesConsent (plain-language revocation, docs/bot.md#us-sms-rules)', () => {
  it.each([
    'please stop texting me',
    'Please stop texting me.',
    'PLEASE STOP TEXTING ME!!!',
    'stop texting me',
    'Stop messaging me',
    'stop sending me messages',
    'stop sending these texts',
    'quit texting me',
    'stop contacting me please',
    'can you stop calling me',
    'Stop texting',
    'stop please',
    'Please stop',
    'stop it',
    "don't message me again",
    'Don’t text me again',
    'do not contact me',
    'do not text me anymore',
    'never message me again',
    "don't ever text me again please",
    "don't send me any more texts",
    'unsubscribe me',
    'Please unsubscribe me from this',
    'please unsubscribe',
    'I want to unsubscribe',
    'how do I unsubscribe?',
    'remove me from your list',
    'Remove me from your mailing list.',
    'take me off your list',
    'take me off the contact list thanks',
    'remove my number',
    'delete my number please',
    'opt me out',
    'I want to opt out',
    "I'd like to opt-out",
    'no more texts',
    'No more messages please',
    "I don't want any more texts",
    'i do not want to receive messages',
    'leave me alone',
    'opt out',
    'Opt-out.',
    'Hi,\nplease stop texting me', // a burst: one line revokes
    'Wrong number. Stop texting me',
  ])('%j revokes', (body) => {
    expect(revokesConsent(body)).toBe(true);
  });

  it.each([
    "don't stop",
    "don't stop texting me",
    'please don’t stop messaging me, I love the deals',
    'why did you stop texting me?',
    'when does it stop?',
    'when does the sale end?',
    'where is the bus stop',
    "I'll stop by the store tomorrow",
    'can you stop my order?',
    'cancel my order',
    'I want to cancel my subscription to the magazine? no, just kidding, what are the prices',
    'text me the address',
    'please text me when it ships',
    'message me on WhatsApp instead',
    'do not forget my discount',
    "don't text me before 9, I'm asleep", // a time, not a revocation
    'the unsubscribe link is broken',
    'I never opted out',
    'I did not opt out',
    'remove the item from my cart',
    'no more questions, thanks!',
    'more messages like this please',
    'yes',
    'STOP', // a keyword, not a phrase: classifyKeyword handles it
    'help',
    '',
    '   ',
  ])('%j does not revoke', (body) => {
    expect(revokesConsent(body)).toBe(false);
  });

  it('a one-word keyword is classified as a keyword, not left to the phrase matcher', () => {
    expect(classifyKeyword('STOP')).toBe('opt_out');
    expect(revokesConsent('STOP')).toBe(false);
  });
});
