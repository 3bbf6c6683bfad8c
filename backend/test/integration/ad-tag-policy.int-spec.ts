import request from 'supertest';
import { startTestApp, type TestApp } from '../utils/test-app';

/** The pages' Content-Security-Policy lets the Google Ads tag in only where the operator configured it. */
describe('ad tag and the content security policy', () => {
  let apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
  });

  const scriptSources = async (t: TestApp) => {
    const page = await request(t.url).get('/no-such-page');
    const policy = String(page.headers['content-security-policy']);
    return /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  };

  it('without tracking ids: no ad tag host in the policy, and /api/config says so', async () => {
    const t = await startTestApp();
    apps.push(t);
    expect(await scriptSources(t)).not.toContain('googletagmanager');
    expect((await request(t.url).get('/api/config').expect(200)).body.tracking).toEqual({ googleAdsId: null, conversionLabel: null });
  });

  it('with tracking ids: the tag host is allowed and /api/config hands the ids to the page', async () => {
    const t = await startTestApp({ GOOGLE_ADS_ID: 'AW-123456789', GOOGLE_ADS_CONVERSION_LABEL: 'abcDEF' });
    apps.push(t);
    expect(await scriptSources(t)).toContain('https://www.googletagmanager.com');
    expect((await request(t.url).get('/api/config').expect(200)).body.tracking).toEqual({
      googleAdsId: 'AW-123456789',
      conversionLabel: 'abcDEF',
    });
  });
});
