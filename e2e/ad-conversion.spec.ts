import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/*
 * The ad conversion in the browser (SPEC §5, §7). Google's tag cannot be reached from here, so a
 * stand-in answers for https://www.googletagmanager.com/gtag/js: like the real tag, it reads the
 * page's dataLayer queue and reports each conversion to Google's conversion address, which the test
 * counts. The server of the browser tests has no tracking ids, so /api/config is answered with ids
 * where a test needs them; the page's CSP (which allows the tag's hosts only when the ids are set on
 * the server, see ad-tag-policy.int-spec.ts) is bypassed for the same reason.
 */
const TAG_STAND_IN = `(function () {
  var queue = (window.dataLayer = window.dataLayer || []);
  function read(entry) {
    if (entry && entry[0] === 'event' && entry[1] === 'conversion') {
      var p = entry[2] || {};
      fetch('https://www.googleadservices.com/pagead/conversion/?send_to=' + encodeURIComponent(p.send_to) +
        '&value=' + p.value + '&currency=' + p.currency + '&transaction_id=' + encodeURIComponent(p.transaction_id), { mode: 'no-cors' });
    }
  }
  for (var i = 0; i < queue.length; i++) read(queue[i]);
  var push = queue.push.bind(queue);
  queue.push = function (entry) { read(entry); return push(entry); };
})();`;

type Tracking = { googleAdsId: string | null; conversionLabel: string | null };

/** A browser whose tag requests and conversion reports are counted. */
async function trackedContext(context: BrowserContext, tracking: Tracking | null) {
  const tagRequests: string[] = [];
  const conversions: URL[] = [];
  if (tracking) {
    await context.route('**/api/config', async (route) => {
      const answer = await route.fetch();
      const config = (await answer.json()) as Record<string, unknown>;
      await route.fulfill({ response: answer, json: { ...config, tracking } });
    });
  }
  await context.route('https://www.googletagmanager.com/**', async (route) => {
    tagRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: TAG_STAND_IN });
  });
  await context.route('https://www.googleadservices.com/**', async (route) => {
    conversions.push(new URL(route.request().url()));
    await route.fulfill({ status: 204 });
  });
  return { tagRequests, conversions };
}

/** A case through the home form, paid in test mode; resolves with its case number on the success page. */
async function payThroughHomeForm(page: Page): Promise<string> {
  await page.goto('/?lang=en#application-form');
  await page.getByLabel('First name').fill('Iris');
  await page.getByLabel('Last name').fill('Vega');
  await page.getByLabel('Email').fill(`iris.${Date.now()}@ads.example.com`);
  await page.getByLabel('Phone number').fill('(555) 640-1122');
  await page.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Instacart' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Date of deactivation').fill('2025-08-01');
  await page.getByLabel('Reason for the deactivation').fill('Marked as a missing delivery.');
  await page.getByRole('radio', { name: "No, I didn't try" }).click();
  const answer = page.waitForResponse('**/api/applications');
  await page.getByRole('button', { name: 'Next' }).click();
  const { caseNumber } = (await (await answer).json()) as { caseNumber: string };
  await page.getByLabel('I have read and accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Process Payment' }).click();
  await page.waitForURL(`**/payment-success/${caseNumber}`);
  return caseNumber;
}

test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true });

test('with tracking ids, a paid case reports one conversion with its case number, and a reload none', async ({ page, context }) => {
  const counted = await trackedContext(context, { googleAdsId: 'AW-123456789', conversionLabel: 'abcDEF' });
  const caseNumber = await payThroughHomeForm(page);
  await expect.poll(() => counted.conversions.length).toBe(1);
  const [conversion] = counted.conversions;
  expect(Object.fromEntries(conversion!.searchParams)).toEqual({
    send_to: 'AW-123456789/abcDEF',
    value: '200',
    currency: 'USD',
    transaction_id: caseNumber,
  });
  expect(counted.tagRequests[0]).toBe('https://www.googletagmanager.com/gtag/js?id=AW-123456789');

  // A reload, and a return from the card provider for the same case: nothing more is reported.
  await page.reload();
  await page.goto(`/payment-success/${caseNumber}?payment_intent=pi_x&redirect_status=succeeded`);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await page.mouse.move(10, 10);
  await page.waitForTimeout(1500);
  expect(counted.conversions).toHaveLength(1);
});

test('without tracking ids no tag script is requested, even for a paid case', async ({ page, context }) => {
  const counted = await trackedContext(context, null);
  await payThroughHomeForm(page);
  await page.mouse.move(10, 10);
  await page.waitForTimeout(1500);
  expect(counted.tagRequests).toEqual([]);
  expect(counted.conversions).toEqual([]);
});

test('with Global Privacy Control on, no tag script is requested even with tracking ids', async ({ page, context }) => {
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const counted = await trackedContext(context, { googleAdsId: 'AW-123456789', conversionLabel: 'abcDEF' });
  await payThroughHomeForm(page);
  await page.mouse.move(10, 10);
  await page.waitForTimeout(1500);
  expect(counted.tagRequests).toEqual([]);
  expect(counted.conversions).toEqual([]);
});
