import { expect, test } from '@playwright/test';
import { signInAsStaff } from './utils/admin';
import { query } from './utils/run';

test('a visitor chats on the public site while staff answer from the admin panel; each sees the other', async ({ browser }) => {
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await visitorContext.newPage();
  const staff = await staffContext.newPage();
  const name = `Noemí ${Date.now() % 100000}`;

  // The visitor: the support widget, then a person.
  await visitor.goto('/faq?lang=en');
  await visitor.waitForLoadState('load');
  await visitor.getByRole('button', { name: 'Open support chat' }).click();
  await visitor.getByRole('button', { name: 'Talk to a person' }).click();
  await visitor.getByLabel('Your name').fill(name);
  await visitor.getByRole('button', { name: 'Start chat' }).click();
  const chat = visitor.getByRole('region', { name: 'Chat with our team' });
  await expect(chat.getByText('Connection: Online')).toBeVisible();
  await visitor.getByLabel('Your message').fill('My DoorDash account was deactivated yesterday.');
  await visitor.getByLabel('Your message').press('Enter');
  await expect(chat.getByText('My DoorDash account was deactivated yesterday.')).toBeVisible();
  // Stored before it is acknowledged; on a busy machine the round trip can take a few seconds.
  await expect
    .poll(
      async () =>
        (
          await query<{ n: number }>(
            `select count(*)::int as n from chat_message m join chat_session s on s.id = m.session_id where s.customer_name = $1`,
            [name],
          )
        )[0]?.n,
      { timeout: 15_000 },
    )
    .toBe(1);

  // Staff: the panel's chat section lists the conversation with its unread message.
  await signInAsStaff(staff);
  await staff
    .getByRole('tab', { name: 'Чат' })
    .or(staff.getByRole('link', { name: 'Чат' }))
    .or(staff.getByRole('button', { name: 'Чат' }))
    .first()
    .click();
  await staff.getByText(name).first().click();
  const conversation = staff.getByRole('log');
  await expect(conversation.getByText('My DoorDash account was deactivated yesterday.')).toBeVisible();
  await staff.getByLabel('Ответ клиенту').fill('Hi! We can help. Do you have the deactivation e-mail?');
  await staff.getByLabel('Ответ клиенту').press('Enter');

  // The visitor sees the reply; staff see the visitor's next message live.
  await expect(chat.getByText('Hi! We can help. Do you have the deactivation e-mail?')).toBeVisible();
  await visitor.getByLabel('Your message').fill('Yes, I will send it.');
  await visitor.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(conversation.getByText('Yes, I will send it.')).toBeVisible();

  // Each message is stored once.
  const rows = await query<{ text: string; is_admin: boolean }>(
    `select m.text, m.is_admin from chat_message m join chat_session s on s.id = m.session_id where s.customer_name = $1 order by m.id`,
    [name],
  );
  expect(rows).toEqual([
    { text: 'My DoorDash account was deactivated yesterday.', is_admin: false },
    { text: 'Hi! We can help. Do you have the deactivation e-mail?', is_admin: true },
    { text: 'Yes, I will send it.', is_admin: false },
  ]);
  await visitorContext.close();
  await staffContext.close();
});
