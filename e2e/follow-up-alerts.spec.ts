import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { signInAsStaff } from './utils/admin';
import { E2E_ADMIN, query } from './utils/run';

/** Where `SCREENSHOT_DIR=docs/screenshots npx playwright test e2e/follow-up-alerts.spec.ts` puts the picture. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

/*
 * The owner's alerts above the staff list (ADR 0037): the follow-ups sweep's rows are written here as it
 * writes them (its timing has its integration test); the panel lists the signed-in member's open ones.
 */
test('the case owner sees the documents still missing after the reminder above the list, and opens the case from it', async ({ page, request }) => {
  const res = await request.post('/api/submit-case-review?lang=es', {
    data: {
      firstName: 'Marisol',
      lastName: 'Vega',
      email: `follow-up.${Date.now()}@follow-up.example.com`,
      phone: '+1 555 987 6543',
      platform: 'DoorDash',
      deactivationDate: '2026-10-01',
      deactivationReason: 'Un cliente dijo que el pedido no llegó; la foto muestra que sí.',
      attemptedReactivation: false,
      supportResponse: '',
      documentUrls: [],
      description: '',
      locale: 'es',
    },
  });
  expect(res.status()).toBe(201);
  const { caseNumber } = (await res.json()) as { caseNumber: string };
  const [row] = await query<{ id: string }>(
    `update application set owner_id = (select id from staff_account where username = $2) where case_number = $1 returning id`,
    [caseNumber, E2E_ADMIN.username],
  );
  const [request1] = await query<{ id: string }>(
    `insert into document_request (application_id, label, requested_by, created_at) values ($1, 'Captura del aviso', $2, now() - interval '5 days') returning id`,
    [row!.id, E2E_ADMIN.username],
  );
  for (const kind of ['documents_reminder', 'documents_overdue']) {
    await query(`insert into case_follow_up (application_id, kind, subject, raised_at) values ($1, $2, $3, now() - interval '1 day')`, [
      row!.id,
      kind,
      request1!.id,
    ]);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page);
  const alerts = page.getByRole('region', { name: 'Напоминания по моим делам' });
  const item = alerts.getByRole('listitem').filter({ hasText: caseNumber });
  await expect(item).toContainText('Клиент не прислал документы после напоминания');
  await expect(item).toContainText('Не получено: Captura del aviso');
  if (SCREENSHOT_DIR) await page.screenshot({ path: join(SCREENSHOT_DIR, 'follow-up-alerts-1280.png') });
  await item.getByRole('link', { name: `Открыть дело ${caseNumber}` }).click();
  await page.waitForURL(`**/admin/cases/${caseNumber}`);

  // The client sends it: the alert is no longer open.
  await query(`update document_request set fulfilled_at = now() where id = $1`, [request1!.id]);
  await page.goto('/admin');
  await expect(page.getByRole('table', { name: 'Список заявок' })).toBeVisible();
  await expect(page.getByTestId('follow-up-alerts').getByText(caseNumber)).toHaveCount(0);
});
