import fc from 'fast-check';
import {
  classifyKeyword,
  HELP_KEYWORDS,
  OPT_IN_CONFIRMATION,
  OPT_IN_KEYWORDS,
  OPT_OUT_CONFIRMATION,
  OPT_OUT_KEYWORDS,
  wantsHuman,
} from './keywords';

describe('classifyKeyword (Twilio default opt-out / opt-in keywords)', () => {
  it.each([
    ['STOP', 'opt_out'],
    ['stop', 'opt_out'],
    ['Stop', 'opt_out'],
    ['  STOP  ', 'opt_out'],
    ['\nstop\t', 'opt_out'],
    ['STOP.', 'opt_out'],
    ['Stop!', 'opt_out'],
    ['stop!!!', 'opt_out'],
    ['STOP?', 'opt_out'],
    ['stop .', 'opt_out'],
    ['STOPALL', 'opt_out'],
    ['stopall', 'opt_out'],
    ['UNSUBSCRIBE', 'opt_out'],
    ['Unsubscribe.', 'opt_out'],
    ['CANCEL', 'opt_out'],
    ['cancel', 'opt_out'],
    ['END', 'opt_out'],
    ['end', 'opt_out'],
    ['QUIT', 'opt_out'],
    ['quit!', 'opt_out'],
    ['REVOKE', 'opt_out'],
    ['revoke', 'opt_out'],
    ['OPTOUT', 'opt_out'],
    ['OptOut.', 'opt_out'],
    ['HELP', 'help'],
    ['help', 'help'],
    ['Help?', 'help'],
    [' INFO ', 'help'],
    ['info', 'help'],
    ['START', 'opt_in'],
    ['start', 'opt_in'],
    ['Start.', 'opt_in'],
    ['UNSTOP', 'opt_in'],
    ['unstop', 'opt_in'],
  ] as const)('%j → %s', (body, expected) => {
    expect(classifyKeyword(body)).toBe(expected);
  });

  it.each([
    'please stop texting me', // Twilio: "STOP PLEASE" / "PLEASE CANCEL" do not trigger the block
    'STOP PLEASE',
    'PLEASE CANCEL',
    'stop it',
    'STOP ALL',
    "don't stop",
    'I want to cancel my order',
    'the end',
    'stopp',
    'stops',
    'STOP-ALL',
    '.STOP',
    '"STOP"',
    'YES', // deliberately not an opt-in keyword here (see OPT_IN_KEYWORDS)
    'yes',
    'start over',
    'restart',
    'help me',
    'more info',
    'OPT OUT', // two words: a plain-language revocation, not a keyword
    '',
    '   ',
    '!!!',
  ])('%j → null', (body) => {
    expect(classifyKeyword(body)).toBeNull();
  });

  it('the keyword lists are the documented ones', () => {
    expect([...OPT_OUT_KEYWORDS].sort()).toEqual(
      ['CANCEL', 'END', 'OPTOUT', 'QUIT', 'REVOKE', 'STOP', 'STOPALL', 'UNSUBSCRIBE'].sort(),
    );
    expect([...OPT_IN_KEYWORDS].sort()).toEqual(['START', 'UNSTOP']);
    expect([...HELP_KEYWORDS].sort()).toEqual(['HELP', 'INFO']);
  });

  it('property: a keyword followed by any other word is never a keyword', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPT_OUT_KEYWORDS, ...OPT_IN_KEYWORDS),
        fc.stringMatching(/^[a-z]{1,8}$/),
        fc.boolean(),
        (keyword, word, before) => {
          const body = before ? `${word} ${keyword}` : `${keyword} ${word}`;
          expect(classifyKeyword(body)).toBeNull();
        },
      ),
    );
  });

  it('property: any casing with surrounding whitespace still classifies', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPT_OUT_KEYWORDS),
        fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }),
        fc.stringMatching(/^[ \t\n]{0,3}$/),
        (keyword, upper, space) => {
          const mixed = [...keyword]
            .map((char, i) => (upper[i] ? char : char.toLowerCase()))
            .join('');
          expect(classifyKeyword(`${space}${mixed}${space}`)).toBe('opt_out');
        },
      ),
    );
  });

  it('the confirmations name the keyword that undoes them', () => {
    expect(OPT_OUT_CONFIRMATION).toBe(
      'You have been unsubscribed and will receive no more messages. Reply START to subscribe again.',
    );
    expect(OPT_IN_CONFIRMATION).toMatch(/\bSTOP\b/);
    expect(classifyKeyword(OPT_OUT_CONFIRMATION)).toBeNull();
  });
});

describe('wantsHuman', () => {
  it.each([
    'human',
    'HUMAN',
    'Human please',
    'can I talk to a human?',
    'are you a human',
    'humans only',
    'agent',
    'Agent!',
    'live agent please',
    'can I get an agent',
    'real person',
    'I want a REAL person',
    'is there a real someone there',
    'speak to someone',
    'can i speak with someone please',
    'talk to a person',
    'let me talk to a real person',
    'I need to talk to somebody',
    'chat with a person',
    'Could I speak to your manager?',
    'speak to a member of the team',
    'talk to the staff',
    'representative',
    'I want a representative',
    'operator',
    'get me an operator',
    'connect me to someone',
    'put me through to a person',
    'a sales rep please',
    'an actual person',
    'ok\ncan I talk\nto someone',
  ])('%j → true', (body) => {
    expect(wantsHuman(body)).toBe(true);
  });

  it.each([
    'humane',
    'that is inhumane',
    'humanity',
    'superhuman powers',
    'what is on the agenda',
    'reagent',
    'agency fees',
    'representation matters',
    'cooperator',
    'the operators manual', // plural "operators" is not a request
    'personal details',
    'in person meeting',
    'someone told me about you',
    'talk soon',
    'what are your opening hours?',
    'hello',
    'STOP',
    '',
  ])('%j → false', (body) => {
    expect(wantsHuman(body)).toBe(false);
  });
});
