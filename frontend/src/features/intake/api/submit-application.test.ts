import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { applicationFormData, submitApplication } from './submit-application';

/** A stand-in XMLHttpRequest that answers with the given status and body after reporting progress. */
function fakeXhr(status: number, body: string) {
  const sent: { form?: FormData; headers: Record<string, string> } = { headers: {} };
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    open() {}
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    abort() {}
    send(form: FormData) {
      sent.form = form;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = status;
      this.statusText = status === 201 ? 'Created' : 'Bad Request';
      this.responseText = body;
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const values = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  phone: '(555) 123-4567',
  platform: 'doordash' as const,
  deactivationDate: '2025-06-01',
  deactivationReason: 'Late deliveries',
  attemptedReactivation: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('submitApplication', () => {
  it('sends every field as text with the documents, reports progress and reads the answer', async () => {
    const sent = fakeXhr(201, JSON.stringify({ success: true, applicationId: 'id', caseNumber: 'DR-2026-000100', message: 'ok' }));
    const progress: number[] = [];
    const form = applicationFormData(values, [new File(['%PDF-'], 'letter.pdf', { type: 'application/pdf' })], 'es');
    const answer = await submitApplication(form, 'attempt-key-0123456789', (fraction) => progress.push(fraction));
    expect(answer.caseNumber).toBe('DR-2026-000100');
    expect(progress).toEqual([0.5, 1]);
    expect(sent.headers['Idempotency-Key']).toBe('attempt-key-0123456789');
    expect(sent.form?.get('attemptedReactivation')).toBe('false');
    expect(sent.form?.get('documentUrls')).toBe('[]');
    expect(sent.form?.get('locale')).toBe('es');
    expect((sent.form?.getAll('documents')[0] as File).name).toBe('letter.pdf');
  });

  it('raises "<status>: <body>" with the field errors when the server refuses', async () => {
    const body = JSON.stringify({ success: false, message: 'Please check the fields', errors: { email: 'Email is required' } });
    fakeXhr(400, body);
    const error = await submitApplication(applicationFormData(values, [], 'en'), 'attempt-key-0123456789').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${body}`);
    expect((error as ApiError).fieldErrors).toEqual({ email: 'Email is required' });
  });
});
