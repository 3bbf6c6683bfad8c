import request from 'supertest';
import { SECRET_ROUTE_PARAMS, maskSecrets } from '../../src/core/logging/mask-secrets';
import { signedInStaff } from '../utils/admin';
import { validCaseReview } from '../utils/fixtures';
import { rawRequest } from './raw-http';
import { leakedSecrets, report, startSecurityApp, type SecurityApp } from './security-app';

/** Public route parameters that are not capabilities: a document request's id, a file of the API docs' page. */
const NOT_SECRET_PARAMS = ['requestId', 'file'];

/** A route of the running app: its methods and its path pattern as Express holds it. */
type AppRoute = { methods: string[]; path: string };

/** Every API route, read from the Express router the app runs (so a new token route is walked too). */
function appRoutes(t: SecurityApp): AppRoute[] {
  const express = t.app.getHttpAdapter().getInstance() as unknown as {
    router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
  };
  return express.router.stack
    .filter((layer) => typeof layer.route?.path === 'string')
    .map(({ route }) => ({ path: route!.path, methods: Object.keys(route!.methods).map((m) => m.toUpperCase()) }));
}

/** `change` applied to each literal segment of a path pattern, its parameters (`:token`) left alone. */
const literals = (path: string, change: (segment: string) => string) =>
  path
    .split('/')
    .map((segment) => (segment === '' || segment.startsWith(':') ? segment : change(segment)))
    .join('/');
/** Letters in alternating case: `/aPi/cAsE-StAtUs/…`. */
const mixedCase = (path: string) =>
  literals(path, (segment) => segment.replace(/[a-z]/gi, (letter, i: number) => (i % 2 ? letter.toUpperCase() : letter.toLowerCase())));
/** The first letter of each literal segment percent-encoded: `/%61pi/%63ase-status/…`. */
const encodedLetters = (path: string) =>
  literals(path, (segment) => `%${segment.charCodeAt(0).toString(16).toUpperCase()}${segment.slice(1)}`);

/**
 * The spellings of one address an attacker (or a mangling mail client) might send: mixed and upper
 * case, encoded letters and slashes (once and twice), doubled and back slashes.
 */
function spellings(pattern: string): Array<{ target: string; sameAddress: boolean }> {
  const beforeToken = pattern.slice(0, pattern.indexOf('/:token'));
  const afterToken = pattern.slice(pattern.indexOf('/:token') + '/:token'.length);
  const otherAddresses = [
    mixedCase(pattern),
    literals(pattern, (segment) => segment.toUpperCase()),
    encodedLetters(pattern),
    `${beforeToken}%2F:token${afterToken}`,
    `${beforeToken}%2f:token${afterToken}`,
    `${beforeToken}%252F:token${afterToken}`,
    `${beforeToken}//:token${afterToken}`,
    `${beforeToken}\\:token${afterToken}`,
    `/${pattern}`,
    `${mixedCase(beforeToken)}%2F:token${afterToken}`,
  ];
  return [
    // The address itself, and the same address whose token starts with an encoded backslash.
    { target: pattern, sameAddress: true },
    { target: `${beforeToken}/%5C:token${afterToken}`, sameAddress: true },
    ...otherAddresses.map((target) => ({ target, sameAddress: false })),
  ];
}

/** Item 6 of issue 21: a token route's parameter is masked in the logs whatever the address's spelling. */
describe('attack: token routes in every spelling, read from the logs', () => {
  let t: SecurityApp;
  const tokens: string[] = [];

  beforeAll(async () => {
    t = await startSecurityApp();
  });
  afterAll(async () => {
    const leaked = leakedSecrets(t);
    await t.close();
    expect(leaked).toEqual([]);
  });

  it('finds every token route in the app, and no line of the log holds a token, whatever the spelling', async () => {
    const staff = await signedInStaff(t);
    t.secrets.add(staff.token);
    const auth = { Authorization: `Bearer ${staff.token}` };
    const created = await request(t.url).post('/api/submit-case-review').send(validCaseReview).expect(201);
    const [row] = await t.orm.em
      .getConnection()
      .execute<Array<{ id: string; status_token: string }>>('select id, status_token from application where case_number = ?', [
        created.body.caseNumber,
      ]);
    await request(t.url).patch(`/api/admin/applications/${row!.id}/status`).set(auth).send({ status: 'expert_review' }).expect(200);
    const link = await request(t.url).post(`/api/admin/applications/${row!.id}/payment-link`).set(auth).expect(201);
    const draft = await request(t.url)
      .post('/api/drafts')
      .send({
        email: 'logs@example.com',
        step: 1,
        fields: { firstName: 'Ana', lastName: 'López', phone: '(555) 123-4567', platform: 'doordash' },
        locale: 'en',
      })
      .expect(201);
    const tokenFor = (path: string): string => {
      if (/payment/i.test(path)) return link.body.token as string;
      if (/draft/i.test(path)) return draft.body.token as string;
      return row!.status_token;
    };
    tokens.push(row!.status_token, link.body.token as string, draft.body.token as string);
    for (const token of tokens) t.secrets.add(token);

    // Every route with a token in its path, found in the running app, and the site's two link pages.
    const tokenRoutes = appRoutes(t).filter((route) => route.path.includes(':token'));
    expect(tokenRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/api/payment/:token',
        '/api/payment/:token/intent',
        '/api/case-status/:token',
        '/api/case-status/:token/messages',
        '/api/case-status/:token/requests/:requestId/documents',
        '/api/drafts/:token',
      ]),
    );
    // A capability under another parameter name would be logged in clear: every public parameter is known.
    const publicParams = appRoutes(t)
      .filter((route) => !route.path.startsWith('/api/admin/'))
      .flatMap((route) => [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!));
    expect(publicParams.filter((name) => !SECRET_ROUTE_PARAMS.has(name) && !NOT_SECRET_PARAMS.includes(name))).toEqual([]);
    // The second line of defence knows every token route's address too (for requests no route takes).
    for (const route of tokenRoutes) {
      expect(maskSecrets(route.path.replace(':token', 'x'.repeat(32)))).not.toContain('x'.repeat(32));
    }
    const walked = [
      ...tokenRoutes,
      { path: '/payment/:token', methods: ['GET'] },
      { path: '/case/:token', methods: ['GET'] },
      { path: '/feedback/:token', methods: ['GET'] },
    ];

    const answers: Array<{ target: string; status: number; sameAddress: boolean }> = [];
    for (const route of walked) {
      for (const method of route.methods) {
        for (const { target: spelling, sameAddress } of spellings(route.path)) {
          // The token is sent as issued and, in the last spellings, with its first character percent-encoded.
          for (const token of [tokenFor(route.path), `%${tokenFor(route.path).charCodeAt(0).toString(16)}${tokenFor(route.path).slice(1)}`]) {
            const target = spelling.replace(':token', token).replace(':requestId', '00000000-0000-4000-8000-000000000000');
            const answer = await rawRequest(t.url, target, { method });
            answers.push({ target: `${method} ${target}`, status: answer.status, sameAddress });
          }
        }
      }
    }

    // A token of 32+ characters: its last 20 are enough to find it, however its start was written.
    const leaked = t.logs.filter((line) => tokens.some((token) => line.includes(token.slice(-20))));
    const otherAddress = answers.filter((answer) => !answer.sameAddress);
    const openedBySpelling = otherAddress.filter((answer) => answer.status !== 404 && answer.status !== 301);
    report({
      attack: 'token routes in mixed case and encodings, read from the request log',
      attempts: answers.length,
      refused: otherAddress.length - openedBySpelling.length,
      stored: leaked.length,
    });
    expect(leaked).toEqual([]);
    // One spelling per address: another case or an encoded letter or slash is not the route (404).
    expect(openedBySpelling).toEqual([]);
    // A request an API route took is written with the route's path: the token sent as %5C<token> shows as *** alone.
    expect(t.logs.filter((line) => line.includes('"path":"/api/') && line.includes('%5C***'))).toEqual([]);
    // The request lines are there, each route's token masked where the route knows it.
    for (const path of ['/api/case-status/***', '/api/payment/***/intent', '/api/drafts/***', '/case/***']) {
      expect(t.logs.some((line) => line.includes(`"path":"${path}"`))).toBe(true);
    }
  });
});
