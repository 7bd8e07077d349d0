import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants.js';
import { translate } from '../i18n/index.js';
import { answerProblem } from './answer-rules.js';

describe('what an operator may answer as a fictional profile', () => {
  it.each([
    ['Mail me op lotte.jansen@gmail.com', 'email'],
    ['lotte (at) hotmail (dot) com', 'email'],
    ['schrijf naar lotte at gmail dot com', 'email'],
    ['Bel me: 06-12345678', 'phone'],
    ['+31 6 1234 5678 is mijn nummer', 'phone'],
    ['call (020) 555 12 34 5', 'phone'],
    ['Mijn rekening: NL91 ABNA 0417 1643 00', 'iban'],
    ['DE89370400440532013000', 'iban'],
    ['kijk op https://example.org/ik', 'link'],
    ['www.mijnpagina.nl', 'link'],
    ['zoek me op lotte95.nl', 'link'],
    ['Voeg me toe op WhatsApp!', 'link'],
    ['Mijn snap: lotte_95', 'link'],
    ['volg me @lotte.95', 'link'],
    ['t.me/lotte', 'link'],
    ['Kun je me wat geld overmaken?', 'money'],
    ['Stuur je een Tikkie?', 'money'],
    ['Can you buy me a gift card?', 'money'],
    ['Kannst du mir Geld überweisen?', 'money'],
    ['Tu peux me faire un virement ?', 'money'],
    ['Zullen we afspreken zaterdag?', 'meeting'],
    ['Kom je langs bij mij thuis?', 'meeting'],
    ['Let\'s meet up tonight', 'meeting'],
    ['Come over to my place', 'meeting'],
    ['Lass uns treffen morgen', 'meeting'],
    ['On se voit ce soir ?', 'meeting'],
    ['¿Quedamos mañana?', 'meeting'],
    ['Ci possiamo vederci domani', 'meeting'],
    ['Ska vi träffas i helgen?', 'meeting'],
    ['Spotkajmy się jutro', 'meeting'],
  ] as const)('refuses %j (%s)', (text, problem) => {
    expect(answerProblem(text)).toBe(problem);
  });

  it.each([
    'Hoi! Leuk dat je schrijft. Hoe was je dag?',
    'Nice to meet you, how was your weekend?',
    'Snap je wat ik bedoel? Dat geldt voor mij ook.',
    'Ik ben 34 en woon in de buurt van Utrecht.',
    'Op 12-05-2024 om 14:30 was ik jarig.',
    'Ik vind wandelen leuk. De zee is mooi. Echt waar!',
    'I love it. Me too!',
    'Je bent echt lief, weet je dat?',
    'Vi ses i chatten i morgen!',
    'Je suis chez moi ce soir, et toi ?',
  ])('lets honest small talk pass: %j', (text) => {
    expect(answerProblem(text)).toBeNull();
  });

  it('sees through invisible characters and odd forms of letters', () => {
    expect(answerProblem('lotte\u200b@gmail.com')).toBe('email');
    expect(answerProblem('ＷｈａｔｓＡｐｐ')).toBe('link');
  });

  it.each(LOCALES)('lets the one-click truthful answer pass in %s', (locale) => {
    const text = translate(locale, 'honesty.truthful_answer', { site: 'Flirtlocal' });
    expect(text).toContain('Flirtlocal');
    expect(answerProblem(text)).toBeNull();
  });
});
