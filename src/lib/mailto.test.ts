import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('addresses the studio with the subject filled in, encoded for a URL', () => {
    expect(mailtoHref('ciao@nodostudio.it', "Richiesta d'offerta & più: 100%?")).toBe(
      "mailto:ciao@nodostudio.it?subject=Richiesta%20d'offerta%20%26%20pi%C3%B9%3A%20100%25%3F",
    );
  });

  it('reads back as the same subject', () => {
    const subject = 'Demande de consultation depuis le site';
    const href = mailtoHref('a@b.co', subject);
    expect(new URL(href).searchParams.get('subject')).toBe(subject);
  });
});
