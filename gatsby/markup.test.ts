import { markupIn, markupProblem } from './markup';

describe('markupIn', () => {
  it.each([
    ['Revenue<img src=x onerror=alert(1)>', '<img src=x o'],
    ['a <b>bold</b> claim', '<b>bold</b> '],
    ['closing only: </script>', '</script>'],
    ['an arrow -> here', '> here'],
    ['hidden &#60;script&#62;', '&#60;script&'],
    ['named &lt;b&gt;', '&lt;b&gt;'],
    ['hex &#x3c;', '&#x3c;'],
    ['link javascript:alert(1)', 'javascript:a'],
    ['spaced JavaScript : alert(1)', 'JavaScript :'],
    ['vbscript:msgbox', 'vbscript:msg'],
    ['data:text/html,<b>', '<b>'],
    ['data: text/html;base64,PHNjcmlwdD4=', 'data: text/html'],
  ])('finds the markup in %s', (text, found) => {
    expect(markupIn(text)).toBe(found);
  });

  it.each([
    'Ricavi',
    'R&D, Marketing & Sales',
    'Tom & Jerry; a & b',
    'Prezzo: 5 € — sconto 10 %',
    '© {{year}} {{name}}. Tutti i diritti riservati.',
    'Scrivici: ciao@nodostudio.it',
    'Il nostro sito: https://www.example.com/a?b=c&d=e',
    "L'email è obbligatoria « bien sûr »",
    'a javascript developer',
  ])('accepts the plain text %s', (text) => {
    expect(markupIn(text)).toBeUndefined();
  });

  it('says what to do', () => {
    expect(markupProblem('<img')).toBe(
      'holds markup ("<img"): texts are shown as written, never as HTML, so write them without "<", ">", "&...;" character codes or script links',
    );
  });
});
