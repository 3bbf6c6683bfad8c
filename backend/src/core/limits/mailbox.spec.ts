import { mailboxOf } from './mailbox';

describe('the mailbox an address reaches', () => {
  it('drops letter case and surrounding spaces', () => {
    expect(mailboxOf('  Ana.Lopez@Example.COM ')).toBe('ana.lopez@example.com');
  });

  it('drops a +tag after the name, on any domain', () => {
    expect(mailboxOf('ana+news@example.com')).toBe('ana@example.com');
    expect(mailboxOf('ana+a+b@example.com')).toBe('ana@example.com');
    expect(mailboxOf('ana+x.y@gmail.com')).toBe('ana@gmail.com');
  });

  it('drops the dots of a Gmail name, and googlemail.com is gmail.com', () => {
    expect(mailboxOf('v.i.c.t.i.m@gmail.com')).toBe('victim@gmail.com');
    expect(mailboxOf('V.ictim+1@GoogleMail.com')).toBe('victim@gmail.com');
    expect(mailboxOf('victim@gmail.com.')).toBe('victim@gmail.com');
  });

  it('keeps the dots of other domains, where they name another mailbox', () => {
    expect(mailboxOf('a.na@example.com')).toBe('a.na@example.com');
    expect(mailboxOf('a.na@outlook.com')).toBe('a.na@outlook.com');
  });

  it('leaves what it cannot read as lower-case text rather than guess', () => {
    expect(mailboxOf('+tag@example.com')).toBe('+tag@example.com');
    expect(mailboxOf('not-an-address')).toBe('not-an-address');
    expect(mailboxOf('...@gmail.com')).toBe('...@gmail.com');
  });
});
