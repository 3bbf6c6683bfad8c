import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/testing/fake-xhr';
import { ApiError } from './api-client';
import { uploadWithProgress } from './upload';

describe('uploadWithProgress', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('sends the form data with the cookie and reports whole percentages as the body goes out', async () => {
    const data = new FormData();
    data.append('documents', new File(['x'], 'id.png', { type: 'image/png' }));
    const onProgress = vi.fn();
    const done = uploadWithProgress('/api/upload', { data, onProgress });
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload');
    expect(xhr.body).toBe(data);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ Accept: 'application/json' });

    xhr.progress(0, 300);
    xhr.progress(100, 300);
    xhr.progress(300, 300);
    expect(onProgress.mock.calls.map(([progress]) => (progress as { percent: number }).percent)).toEqual([0, 33, 100]);
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 300, total: 300, percent: 100 });

    xhr.respond(201, { id: 'req_1' });
    await expect(done).resolves.toEqual({ id: 'req_1' });
  });

  it('rejects a refusal with the ApiError apiRequest throws, field errors included', async () => {
    const done = uploadWithProgress('/api/upload', { data: new FormData() });
    FakeXhr.last().respond(413, {
      success: false,
      message: 'Too large',
      errors: { documents: 'Files sent together must stay under 25MB' },
    });
    const error: unknown = await done.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).fieldErrors.documents).toBe('Files sent together must stay under 25MB');
  });

  it('rejects a lost connection with a TypeError', async () => {
    const done = uploadWithProgress('/api/upload', { data: new FormData() });
    FakeXhr.last().fail();
    await expect(done).rejects.toBeInstanceOf(TypeError);
  });

  it('aborts the request through the signal, rejecting with an AbortError', async () => {
    const controller = new AbortController();
    const done = uploadWithProgress('/api/upload', { data: new FormData(), signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last().aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('does not start when the signal has already been aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadWithProgress('/api/upload', { data: new FormData(), signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
