import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORKFLOW_STEPS, type CaseMessage, type CaseStatusView, type DocumentRequest } from '@reactivation/contracts';
import CaseStatusPage from '@/app/routes/case-status';
import { SEEN_AFTER_MS } from '@/features/case-status/hooks/use-seen-replies';
import { fakeApi, sent } from '@/testing/fake-admin-api';
import { FakeIntersectionObserver } from '@/testing/fake-intersection-observer';
import { FakeXhr } from '@/testing/fake-xhr';
import { renderRoutes } from '@/testing/render';

const TOKEN = 'tok_abc';
const ROOM = `/api/case-status/${TOKEN}`;

const request: DocumentRequest = {
  id: 'req_1',
  label: 'Photo of your driver license',
  requestedAt: '2026-03-06T10:00:00.000Z',
  fulfilledAt: null,
  documents: [],
};

const room = (overrides: Partial<CaseStatusView> = {}): CaseStatusView => ({
  caseNumber: 'DR-2026-000123',
  firstName: 'Ana',
  platform: 'DoorDash',
  status: 'in_progress',
  locale: 'en',
  updatedAt: '2026-03-05T14:30:00.000Z',
  steps: WORKFLOW_STEPS.map((status) => ({ status, reachedAt: null })),
  paymentUrl: null,
  requests: [request],
  messages: [],
  ...overrides,
});

function renderRoom() {
  return renderRoutes([{ path: '/case/:token', element: <CaseStatusPage /> }], `/case/${TOKEN}`);
}

const png = (name: string, size = 4) => new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('case room: documents', { timeout: 15_000 }, () => {
  it('uploads the chosen files against the request with a visible progress bar, then shows them received', async () => {
    fakeApi([{ url: ROOM, body: room() }]);
    const user = userEvent.setup();
    renderRoom();
    const item = await screen.findByRole('listitem', { name: request.label });
    await user.upload(within(item).getByLabelText(`Choose files for ${request.label}`), [png('front.png'), png('back.png')]);
    await user.click(within(item).getByRole('button', { name: 'Upload' }));

    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${ROOM}/requests/req_1/documents`);
    const body = xhr.body as FormData;
    expect(body.getAll('documents').map((file) => (file as File).name)).toEqual(['front.png', 'back.png']);

    const bar = within(item).getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    xhr.progress(42, 100);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(item).toHaveTextContent('42% sent');

    const fulfilled: DocumentRequest = {
      ...request,
      fulfilledAt: '2026-03-07T10:00:00.000Z',
      documents: [
        { id: 'd1', originalName: 'front.png', sizeBytes: 4, uploadedAt: '2026-03-07T10:00:00.000Z' },
        { id: 'd2', originalName: 'back.png', sizeBytes: 1_572_864, uploadedAt: '2026-03-07T10:00:00.000Z' },
      ],
    };
    xhr.progress(100, 100);
    xhr.respond(201, fulfilled);

    expect(await within(item).findByRole('status')).toHaveTextContent('Thank you, we received your files.');
    expect(within(item).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(item).toHaveTextContent('Received');
    expect(item).not.toHaveTextContent('Waiting for you');
    expect(item).toHaveTextContent('back.png 1.5 MB');
  });

  it("shows the server's reason next to the item when it refuses the files", async () => {
    fakeApi([{ url: ROOM, body: room() }]);
    const user = userEvent.setup();
    renderRoom();
    const item = await screen.findByRole('listitem', { name: request.label });
    await user.upload(within(item).getByLabelText(`Choose files for ${request.label}`), png('id.png'));
    await user.click(within(item).getByRole('button', { name: 'Upload' }));
    FakeXhr.last().respond(429, {
      success: false,
      message: 'Too many requests',
      errors: { documents: 'Too many files were sent from this connection today.' },
    });
    expect(await within(item).findByRole('alert')).toHaveTextContent('Too many files were sent from this connection today.');
    expect(item).toHaveTextContent('Waiting for you');
    expect(within(item).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('refuses a file of another type before sending anything', async () => {
    fakeApi([{ url: ROOM, body: room() }]);
    const user = userEvent.setup({ applyAccept: false });
    renderRoom();
    const item = await screen.findByRole('listitem', { name: request.label });
    const input = within(item).getByLabelText(`Choose files for ${request.label}`);
    expect(input).toHaveAttribute('accept', '.jpeg,.jpg,.png,.pdf,image/jpeg,image/png,application/pdf');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, new File(['x'], 'notes.docx', { type: 'application/msword' }));
    await user.click(within(item).getByRole('button', { name: 'Upload' }));
    expect(within(item).getByRole('alert')).toHaveTextContent(
      'Only PNG, JPG and PDF files under 10 MB can be sent. Remove: notes.docx',
    );
    expect(FakeXhr.instances).toHaveLength(0);
  });
});

describe('case room: messages', { timeout: 15_000 }, () => {
  const reply: CaseMessage = {
    id: 'm9',
    author: 'client',
   
    body: 'Here is my answer.',
    sentAt: '2026-03-08T10:00:00.000Z',
  };

  it('names what is wrong with an empty message and sends nothing', async () => {
    const fetchMock = fakeApi([{ url: ROOM, body: room() }]);
    const user = userEvent.setup();
    renderRoom();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please write your message first.')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Please write your message first.'));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // The room's read only (the appeal letter's read is its own section's).
    expect(fetchMock.mock.calls.map((call) => sent(call).url).filter((url) => !url.endsWith('/appeal-letter'))).toEqual([ROOM]);
  });

  it('posts the message with a clientKey and appends the answer to the thread', async () => {
    const fetchMock = fakeApi([
      { url: ROOM, body: room() },
      { method: 'POST', url: `${ROOM}/messages`, status: 201, body: reply },
    ]);
    const user = userEvent.setup();
    renderRoom();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, '  Here is my answer.  ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(within(thread).getByRole('listitem')).toHaveTextContent('YouHere is my answer.');
    expect(box).toHaveValue('');
    expect(screen.getByText('Your message was sent.')).toBeInTheDocument();
    const posted = sent(fetchMock.mock.calls.find((call) => sent(call).method === 'POST'));
    expect(posted).toMatchObject({ method: 'POST', url: `${ROOM}/messages` });
    expect(posted.body).toEqual({ body: 'Here is my answer.', clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('keeps the send button disabled while sending, and retries the same text with the same clientKey', async () => {
    let answerPost: (response: Response) => void = () => undefined;
    const bodies: unknown[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return new Response(JSON.stringify(room()), { status: 200 });
      bodies.push(JSON.parse(String(init?.body)));
      return new Promise<Response>((resolve) => {
        answerPost = resolve;
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoom();
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    answerPost(new Response(JSON.stringify({ success: false, message: 'Unavailable' }), { status: 503 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('button', { name: 'Sending…' });
    answerPost(new Response(JSON.stringify({ ...reply, body: 'Hello' }), { status: 201 }));
    await screen.findByText('Your message was sent.');
    expect(bodies).toHaveLength(2);
    expect((bodies[1] as { clientKey: string }).clientKey).toBe((bodies[0] as { clientKey: string }).clientKey);

    // A new message gets a new key.
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Another');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    answerPost(new Response(JSON.stringify({ ...reply, id: 'm10', body: 'Another' }), { status: 201 }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect((bodies[2] as { clientKey: string }).clientKey).not.toBe((bodies[0] as { clientKey: string }).clientKey);
  });

  it("shows the case's hourly cap on the field, with the text kept for later", async () => {
    const cap = 'This case has received many messages in the last hour. We have your earlier ones; please wait a little before writing again.';
    fakeApi([
      { url: ROOM, body: room() },
      { method: 'POST', url: `${ROOM}/messages`, status: 429, body: { success: false, message: cap, errors: { body: cap } } },
    ]);
    const user = userEvent.setup();
    renderRoom();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'One more thing');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining(cap)));
    expect(box).toHaveValue('One more thing');
  });

  it("shows the server's own wording for a refused message on the field", async () => {
    fakeApi([
      { url: ROOM, body: room() },
      {
        method: 'POST',
        url: `${ROOM}/messages`,
        status: 400,
        body: { success: false, message: 'Invalid', errors: { body: 'Este texto es demasiado largo' } },
      },
    ]);
    const user = userEvent.setup();
    renderRoom();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining('Este texto es demasiado largo')));
  });
});

describe('case room: a staff reply counts as seen only once the client has it on screen', { timeout: 15_000 }, () => {
  const messages: CaseMessage[] = [
    { id: 'm1', author: 'staff', body: 'Please send your license.', sentAt: '2026-03-06T10:00:00.000Z' },
    { id: 'm2', author: 'client', body: 'Sent it.', sentAt: '2026-03-06T11:00:00.000Z' },
    { id: 'm3', author: 'staff', body: 'Thank you, we have it.', sentAt: '2026-03-06T12:00:00.000Z' },
  ];

  const setTab = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  beforeEach(() => {
    FakeIntersectionObserver.reset();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    setTab('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    setTab('visible');
  });

  /** The room loaded with the thread; then the clock is the test's. */
  async function openRoom() {
    const fetchMock = fakeApi([
      { url: ROOM, body: room({ messages }) },
      { method: 'POST', url: `${ROOM}/seen`, status: 204 },
    ]);
    renderRoom();
    const thread = await screen.findByRole('list', { name: 'Messages' });
    vi.useFakeTimers();
    const [older, , newest] = within(thread).getAllByRole('listitem');
    const seenCalls = () => fetchMock.mock.calls.map((call) => sent(call)).filter((call) => call.url === `${ROOM}/seen`);
    return { older: older!, newest: newest!, seenCalls };
  }

  it('opening the room reports nothing; the newest reply on screen for a second is reported once', async () => {
    const { older, newest, seenCalls } = await openRoom();
    await vi.advanceTimersByTimeAsync(10 * SEEN_AFTER_MS);
    expect(seenCalls()).toEqual([]);

    FakeIntersectionObserver.show(older);
    FakeIntersectionObserver.show(newest);
    await vi.advanceTimersByTimeAsync(SEEN_AFTER_MS - 1);
    expect(seenCalls()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seenCalls()).toEqual([{ method: 'POST', url: `${ROOM}/seen`, authorization: null, body: { messageId: 'm3' } }]);

    // Scrolling away and back tells the server nothing new.
    FakeIntersectionObserver.hide(newest);
    FakeIntersectionObserver.show(newest);
    await vi.advanceTimersByTimeAsync(10 * SEEN_AFTER_MS);
    expect(seenCalls()).toHaveLength(1);
  });

  it('a reply that leaves the screen within the second is not reported; the older one still on screen is', async () => {
    const { older, newest, seenCalls } = await openRoom();
    FakeIntersectionObserver.show(newest);
    await vi.advanceTimersByTimeAsync(SEEN_AFTER_MS / 2);
    FakeIntersectionObserver.hide(newest);
    await vi.advanceTimersByTimeAsync(10 * SEEN_AFTER_MS);
    expect(seenCalls()).toEqual([]);

    FakeIntersectionObserver.show(older);
    await vi.advanceTimersByTimeAsync(SEEN_AFTER_MS);
    expect(seenCalls().map((call) => call.body)).toEqual([{ messageId: 'm1' }]);
  });

  it('while the tab is hidden nothing is reported; once it is in front again, after a second, it is', async () => {
    const { newest, seenCalls } = await openRoom();
    setTab('hidden');
    FakeIntersectionObserver.show(newest);
    await vi.advanceTimersByTimeAsync(10 * SEEN_AFTER_MS);
    expect(seenCalls()).toEqual([]);

    // Hidden again before the second is up: still nothing.
    setTab('visible');
    await vi.advanceTimersByTimeAsync(SEEN_AFTER_MS / 2);
    setTab('hidden');
    await vi.advanceTimersByTimeAsync(10 * SEEN_AFTER_MS);
    expect(seenCalls()).toEqual([]);

    setTab('visible');
    await vi.advanceTimersByTimeAsync(SEEN_AFTER_MS);
    expect(seenCalls().map((call) => call.body)).toEqual([{ messageId: 'm3' }]);
  });

  it('a report the server did not take is made again the next time the reply comes on screen', async () => {
    const fetchMock = fakeApi([
      { url: ROOM, body: room({ messages }) },
      { method: 'POST', url: `${ROOM}/seen`, status: 503, body: { success: false, message: 'Unavailable' } },
    ]);
    renderRoom();
    const thread = await screen.findByRole('list', { name: 'Messages' });
    vi.useFakeTimers();
    const newest = within(thread).getAllByRole('listitem')[2]!;
    FakeIntersectionObserver.show(newest);
    await vi.advanceTimersByTimeAsync(SEEN_AFTER_MS);
    FakeIntersectionObserver.hide(newest);
    FakeIntersectionObserver.show(newest);
    await vi.advanceTimersByTimeAsync(SEEN_AFTER_MS);
    expect(fetchMock.mock.calls.map((call) => sent(call)).filter((call) => call.url === `${ROOM}/seen`)).toHaveLength(2);
  });
});

