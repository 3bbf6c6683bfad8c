import { ApiError, parseErrorBody } from './api-client';

export type UploadProgress = { loaded: number; total: number; percent: number };

export type UploadOptions = {
  /** The multipart body; the browser writes its boundary. */
  data: FormData;
  method?: 'POST' | 'PUT';
  headers?: Readonly<Record<string, string>>;
  /** Called as the body goes out; `percent` is 0-100, whole numbers. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting rejects with a DOMException named AbortError, as fetch does. */
  signal?: AbortSignal;
};

/**
 * Sends a FormData with XMLHttpRequest, because fetch cannot report how much of a request body
 * has gone out. Resolves with the parsed JSON answer (undefined when empty); a non-2xx answer
 * rejects with the same ApiError apiRequest throws, a lost connection with a TypeError.
 */
export function uploadWithProgress(
  url: string,
  { data, method = 'POST', headers = {}, onProgress, signal }: UploadOptions,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    signal?.addEventListener('abort', onAbort, { once: true });

    xhr.upload.onprogress = (event) => {
      if (!onProgress || !event.lengthComputable || event.total <= 0) return;
      onProgress({
        loaded: event.loaded,
        total: event.total,
        percent: Math.min(100, Math.round((event.loaded / event.total) * 100)),
      });
    };
    xhr.onload = () => {
      done();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, text, parseErrorBody(text)));
        return;
      }
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch (error) {
        reject(error instanceof Error ? error : new TypeError('Unreadable answer'));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(data);
  });
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted', 'AbortError');
}
