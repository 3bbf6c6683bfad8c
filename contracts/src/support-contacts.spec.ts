import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fillSupportContacts, SUPPORT_PLACEHOLDERS, telNumber } from './support-contacts';

test('a tel: link keeps only the digits and a leading plus', () => {
  assert.equal(telNumber('+1 (555) 010-0200'), '+15550100200');
  assert.equal(telNumber('0800 123 456'), '0800123456');
});

test('every placeholder is filled, in text and in attributes', () => {
  const { email, phone, tel } = SUPPORT_PLACEHOLDERS;
  const html = `<meta name="support-email" content="${email}"><a href="mailto:${email}">${email}</a><a href="tel:${tel}">${phone}</a> ${phone}`;
  assert.equal(
    fillSupportContacts(html, { email: 'help@cases.example', phone: '+1 (555) 013-4477' }),
    '<meta name="support-email" content="help@cases.example"><a href="mailto:help@cases.example">help@cases.example</a>' +
      '<a href="tel:+15550134477">+1 (555) 013-4477</a> +1 (555) 013-4477',
  );
});

test('values are escaped for HTML, so a setting cannot add markup', () => {
  const html = `<p title="${SUPPORT_PLACEHOLDERS.phone}">${SUPPORT_PLACEHOLDERS.email}</p>`;
  assert.equal(
    fillSupportContacts(html, { email: "o'hara@example.com", phone: '"><script>' }),
    '<p title="&quot;&gt;&lt;script&gt;">o&#39;hara@example.com</p>',
  );
});
