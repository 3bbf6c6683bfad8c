import { IDEMPOTENCY_KEY_HEADER, TEXT_CONSENT_VERSION, type ApplicationCreated, type ApplicationInput, type Locale, type TextChannel } from '@reactivation/contracts';
import { ApiError, parseErrorBody } from '@/lib/api-client';

/**
 * Each answer of the home form as its multipart text (undefined: not sent). One line per field of
 * `applicationSchema` but the language, which is the page's: a field the schema gains does not
 * compile until it has its line here, so no answer is left out of the request unnoticed.
 */
const FORM_FIELDS: { [K in Exclude<keyof ApplicationInput, 'locale'>]-?: (values: ApplicationInput) => string | undefined } = {
  firstName: (values) => values.firstName,
  lastName: (values) => values.lastName,
  email: (values) => values.email,
  phone: (values) => values.phone,
  platform: (values) => values.platform,
  deactivationDate: (values) => values.deactivationDate,
  deactivationReason: (values) => values.deactivationReason,
  attemptedReactivation: (values) => String(values.attemptedReactivation),
  supportResponse: (values) => values.supportResponse ?? '',
  documentUrls: (values) => JSON.stringify(values.documentUrls ?? []),
  state: (values) => (typeof values.state === 'string' && values.state ? values.state : undefined),
};

/** The home form's answers as the multipart fields of SPEC §3: every value is text. A checked text-message box adds `textConsent` (ADR 0035). */
export function applicationFormData(
  values: ApplicationInput,
  documents: File[],
  locale: Locale,
  draftToken?: string | null,
  textChannel?: TextChannel | null,
): FormData {
  const form = new FormData();
  for (const [name, text] of Object.entries(FORM_FIELDS)) {
    const value = text(values);
    if (value !== undefined) form.set(name, value);
  }
  form.set('locale', locale);
  // The saved draft of this form goes once the case is in.
  if (draftToken) form.set('draftToken', draftToken);
  if (textChannel) form.set('textConsent', JSON.stringify({ channel: textChannel, version: TEXT_CONSENT_VERSION }));
  for (const document of documents) form.append('documents', document, document.name);
  return form;
}

/**
 * POST /api/applications with upload progress: documents can be tens of megabytes on a weak
 * mobile connection, and fetch cannot report upload progress, so this one call uses XHR.
 * Errors are the same `ApiError` ("<status>: <body>") as every other call. `idempotencyKey`
 * names the attempt: a resend with the same key answers with the case already made.
 */
export function submitApplication(
  form: FormData,
  idempotencyKey: string,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ApplicationCreated> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/applications');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(text) as ApplicationCreated);
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(new ApiError(xhr.status, xhr.statusText, text, parseErrorBody(text)));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
