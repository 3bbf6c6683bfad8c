import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ContactPage from '@/app/routes/contact';
import { installRadixJsdomPolyfills } from '@/components/ui/test-polyfills';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

beforeAll(installRadixJsdomPolyfills);

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type User = ReturnType<typeof userEvent.setup>;

/** Pasting rather than typing: one input event per field keeps these tests fast. */
async function fill(user: User, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function fillRequired(user: User) {
  await fill(user, 'Full name', 'Rosa Díaz');
  await fill(user, 'Email', 'rosa@example.com');
  await fill(user, 'Subject', 'My Spark account');
  await fill(user, 'Message', 'Deactivated yesterday.');
}

// The whole page renders for each test; a loaded machine needs more than the default 5 s.
describe('ContactForm', { timeout: 20_000 }, () => {
  it('names each missing required field and sends nothing', async () => {
    const fetchMock = answer(201, { success: true });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message with the platform and the language, confirms it and clears the form', async () => {
    await i18n.changeLanguage('es');
    const fetchMock = answer(201, { success: true });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    await fill(user, 'Nombre completo', 'Rosa Díaz');
    await fill(user, 'Correo electrónico', 'rosa@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Plataforma (opcional)' }));
    await user.click(await screen.findByRole('option', { name: 'Walmart Spark Driver' }));
    await fill(user, 'Asunto', 'Mi cuenta de Spark');
    await fill(user, 'Mensaje', 'Me desactivaron ayer.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findByText('Mensaje enviado')).toBeInTheDocument();
    expect(screen.getByText('Te responderemos en un plazo de 24 horas.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Rosa Díaz',
      email: 'rosa@example.com',
      phone: '',
      platform: 'walmart-spark',
      subject: 'Mi cuenta de Spark',
      message: 'Me desactivaron ayer.',
      locale: 'es',
    });
    await waitFor(() => expect(screen.getByLabelText('Nombre completo')).toHaveValue(''));
    expect(screen.getByLabelText('Mensaje')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Plataforma (opcional)' })).toHaveTextContent('Elige tu plataforma');
  });

  it("puts the server's field messages on the fields", async () => {
    answer(400, {
      success: false,
      message: 'Please check the fields marked in the form',
      errors: { email: 'Please enter a valid email address' },
    });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('rosa@example.com');
  });

  it("shows the server's message when sending fails otherwise, and keeps what was typed", async () => {
    answer(429, { success: false, message: 'Too many requests. Please wait a moment and try again.' });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message not sent')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('My Spark account');
  });
});
