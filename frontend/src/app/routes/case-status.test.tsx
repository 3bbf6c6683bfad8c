import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CASE_STATUSES, WORKFLOW_STEPS, type CaseStatus, type CaseStatusView } from '@reactivation/contracts';
import { AppProvider } from '@/app/provider';
import CaseStatusPage from '@/app/routes/case-status';
import { i18n } from '@/lib/i18n';
import en from '@/locales/en/case-status.json';
import es from '@/locales/es/case-status.json';
import { renderApp } from '@/app/testing/render-app';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const LOAD = { timeout: 5000 };

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const view = (status: CaseStatus, overrides: Partial<CaseStatusView> = {}): CaseStatusView => ({
  caseNumber: 'DR-2026-000123',
  firstName: 'Ana',
  platform: 'DoorDash',
  status,
  locale: 'en',
  updatedAt: '2026-03-05T14:30:00.000Z',
  steps: WORKFLOW_STEPS.map((step, index) => ({
    status: step,
    reachedAt: index <= (WORKFLOW_STEPS as readonly string[]).indexOf(status) ? `2026-03-0${index + 1}T15:00:00.000Z` : null,
  })),
  paymentUrl: null,
  requests: [],
  messages: [],
  ...overrides,
});

function renderPage(token = 'tok_abc') {
  const router = createMemoryRouter([{ path: '/case/:token', element: <CaseStatusPage /> }], {
    initialEntries: [`/case/${token}`],
  });
  return render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const EN_STEPS = ['Case received', 'In review', 'Payment requested', 'Paid', 'Appeal in progress', 'Waiting for the platform', 'Decided'];
const RUSSIAN = /Заявка отправлена|Экспертная оценка|Оплачено|В работе|Завершено/;

async function steps() {
  const list = await screen.findByRole('list', { name: 'Case progress' });
  return within(list).getAllByRole('listitem');
}

describe('case status page', { timeout: 15_000 }, () => {
  it('has the same texts in English and Spanish, one step name per status', () => {
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
    expect(Object.keys(en.steps)).toEqual([...CASE_STATUSES]);
  });

  it.each(WORKFLOW_STEPS.map((status, index) => [status, index] as const))(
    'marks step %s (number %i) as the current one, in plain English',
    async (status, index) => {
      const fetchMock = answer(200, view(status));
      renderPage();
      const items = await steps();
      expect(items).toHaveLength(7);
      items.forEach((item, position) => {
        expect(item).toHaveTextContent(EN_STEPS[position] ?? '');
        if (position === index) expect(item).toHaveAttribute('aria-current', 'step');
        else expect(item).not.toHaveAttribute('aria-current');
      });
      expect(items[index]).toHaveTextContent('Current step');
      expect(document.body.textContent).not.toMatch(RUSSIAN);
      expect(fetchMock.mock.calls[0]).toEqual(['/api/case-status/tok_abc', expect.anything()]);
    },
  );

  it('shows a refunded case with the steps it went through, then its refund as the last step, in Spanish too', async () => {
    const refunded = view('partially_refunded', {
      steps: [
        { status: 'review_submitted', reachedAt: '2026-03-01T15:00:00.000Z' },
        { status: 'expert_review', reachedAt: null },
        { status: 'payment_sent', reachedAt: null },
        { status: 'paid', reachedAt: '2026-03-02T15:00:00.000Z' },
        { status: 'partially_refunded', reachedAt: '2026-03-03T15:00:00.000Z' },
      ],
    });
    answer(200, refunded);
    renderPage();
    const items = await steps();
    expect(items).toHaveLength(5);
    expect(items[4]).toHaveAttribute('aria-current', 'step');
    expect(items[4]).toHaveTextContent('Partly refunded');
    expect(items[4]).toHaveTextContent('Refunds take 7 to 10 business days to reach your card');
  });

  it('shows the case number, platform and greeting', async () => {
    answer(200, view('paid'));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your case status' })).toBeInTheDocument();
    expect(screen.getByText('Hi Ana, here is where your case stands.')).toBeInTheDocument();
    expect(screen.getByText('DR-2026-000123')).toBeInTheDocument();
    expect(screen.getByText('DoorDash')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument();
    const items = await steps();
    expect(items[0]).toHaveTextContent('Completed step');
    expect(items[4]).toHaveTextContent('Upcoming step');
  });

  it('names a platform stored as the home form\'s code ("doordash" reads "DoorDash")', async () => {
    answer(200, view('paid', { platform: 'doordash' }));
    renderPage();
    expect(await screen.findByText('DoorDash')).toBeInTheDocument();
    expect(screen.queryByText('doordash')).not.toBeInTheDocument();
  });

  it('writes the "other" platform in the reader\'s language, and shows a value it does not know as it is', async () => {
    answer(200, view('paid', { platform: 'other', locale: 'es' }));
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Estado de tu caso' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Otra')).toBeInTheDocument();
    unmount();
    answer(200, view('paid', { platform: 'Gopuff', locale: 'es' }));
    renderPage();
    expect(await screen.findByText('Gopuff', {}, LOAD)).toBeInTheDocument();
  });

  it('puts the payment button first while a payment link is open, and says why', async () => {
    answer(200, view('payment_sent', { paymentUrl: 'http://localhost:3000/payment/pay_tok' }));
    renderPage();
    const pay = await screen.findByRole('link', { name: 'Pay $200.00 USD now' });
    expect(pay).toHaveAttribute('href', 'http://localhost:3000/payment/pay_tok');
    expect(screen.getByRole('heading', { name: 'Your payment link is ready' })).toBeInTheDocument();
    // Above the timeline in reading order.
    const list = screen.getByRole('list', { name: 'Case progress' });
    expect(pay.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no payment button once the link is closed, and says when nothing is asked of the client', async () => {
    answer(200, view('paid'));
    renderPage();
    await steps();
    expect(screen.queryByRole('link', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing is needed from you right now.')).toBeInTheDocument();
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
  });

  it('lists the documents asked for and the thread, staff shown as our team and never by name', async () => {
    answer(
      200,
      view('in_progress', {
        requests: [
          {
            id: 'req_1',
            label: 'Photo of your driver license',
            requestedAt: '2026-03-06T10:00:00.000Z',
            fulfilledAt: null,
            documents: [],
          },
          {
            id: 'req_2',
            label: 'Screenshot of the deactivation e-mail',
            requestedAt: '2026-03-06T10:00:00.000Z',
            fulfilledAt: '2026-03-07T10:00:00.000Z',
            documents: [{ id: 'doc_1', originalName: 'email.png', sizeBytes: 2048, uploadedAt: '2026-03-07T10:00:00.000Z' }],
          },
        ],
        messages: [
          { id: 'm1', author: 'staff', body: 'Please send your license.', sentAt: '2026-03-06T10:00:00.000Z' },
          { id: 'm2', author: 'client', body: 'Will do today.', sentAt: '2026-03-06T11:00:00.000Z' },
        ],
      }),
    );
    renderPage();
    const waiting = await screen.findByRole('listitem', { name: 'Photo of your driver license' });
    expect(waiting).toHaveTextContent('Waiting for you');
    expect(waiting).toHaveTextContent('Requested on March 6, 2026');
    expect(within(waiting).getByLabelText('Choose files for Photo of your driver license')).toHaveAttribute('type', 'file');
    const received = screen.getByRole('listitem', { name: 'Screenshot of the deactivation e-mail' });
    expect(received).toHaveTextContent('Received');
    expect(received).toHaveTextContent('email.png');
    expect(received).toHaveTextContent('2 KB');

    const thread = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(thread[0]).toHaveTextContent('Our team');
    expect(thread[0]).toHaveTextContent('Please send your license.');
    expect(thread[1]).toHaveTextContent('You');
  });

  it('opens in the case language when the visitor has not chosen one', async () => {
    answer(200, view('expert_review', { locale: 'es' }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Estado de tu caso' }, LOAD)).toBeInTheDocument();
  });

  it('speaks Spanish when the visitor reads in Spanish', async () => {
    await i18n.changeLanguage('es');
    answer(200, view('in_progress'));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Estado de tu caso' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Progreso del caso' });
    const current = within(list)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Apelación en curso');
    expect(current).toHaveTextContent('Qué sigue ahora');
    expect(document.body.textContent).not.toMatch(RUSSIAN);
  });

  it('says the link is not valid on a 404', async () => {
    answer(404, { message: 'Not found' });
    renderPage('unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('offers to try again when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load your case' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is a public page at /case/:token, inside the site frame', async () => {
    answer(200, view('expert_review'));
    renderApp('/case/tok_abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your case status' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
