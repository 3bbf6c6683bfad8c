import request from 'supertest';
import { validCaseReview } from '../utils/fixtures';
import { leakedSecrets, report, startSecurityApp, type SecurityApp } from './security-app';

/** Item 11: choosing one's own address with X-Forwarded-For to dodge the per-address limits. */
describe('attack: a spoofed X-Forwarded-For', () => {
  const submitAs = (t: SecurityApp, forwardedFor: string) =>
    request(t.url).post('/api/submit-case-review').set('X-Forwarded-For', forwardedFor).send(validCaseReview);

  async function flood(t: SecurityApp, forwardedFor: (i: number) => string) {
    const before = await t.count('application');
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) statuses.push((await submitAs(t, forwardedFor(i))).status);
    return {
      accepted: statuses.filter((status) => status === 201).length,
      refused: statuses.filter((status) => status === 429).length,
      stored: (await t.count('application')) - before,
    };
  }

  it('with no proxy (TRUST_PROXY=false, the compose stack as shipped) a client’s own header changes nothing', async () => {
    const t = await startSecurityApp({ TRUST_PROXY: 'false' });
    try {
      expect(await flood(t, (i) => `198.51.100.${i}`)).toEqual({ accepted: 10, refused: 5, stored: 10 });
      expect(leakedSecrets(t)).toEqual([]);
      report({
        attack: '15 submissions, each claiming another address (no proxy trusted)',
        attempts: 15,
        refused: 5,
        stored: 10,
      });
    } finally {
      await t.close();
    }
  });

  it('behind one proxy (TRUST_PROXY=1) only the address the proxy saw counts, whatever the client wrote before it', async () => {
    const t = await startSecurityApp({ TRUST_PROXY: '1' });
    try {
      // The proxy appends the peer it saw (here always 203.0.113.77) to what the client sent.
      expect(await flood(t, (i) => `198.51.100.${i}, 203.0.113.77`)).toEqual({ accepted: 10, refused: 5, stored: 10 });
      // A different real client behind the same proxy has its own budget: nobody shares the proxy's address.
      await submitAs(t, '192.0.2.5, 203.0.113.78').expect(201);
      report({ attack: '15 submissions through one proxy, each claiming another address', attempts: 15, refused: 5, stored: 10 });
    } finally {
      await t.close();
    }
  });
});
