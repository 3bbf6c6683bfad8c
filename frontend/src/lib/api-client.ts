import type { $ZodType, output } from 'zod/v4/core';
import type { ApiError as ApiErrorBody } from '@reactivation/contracts';

export type { ApiErrorBody };

/**
 * A non-OK answer. The message reads "<status>: <body text or status text>" (SPEC §8);
 * `body` holds the parsed `{ message, errors? }` when the server sent one, for field errors.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The server's message for each invalid field, empty when it named none. */
  get fieldErrors(): Readonly<Record<string, string>> {
    return this.body?.errors ?? {};
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON, or as multipart when it is a FormData; no body when undefined. */
  data?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** The request may outlive the page (sent as it closes); its body must stay under 64 KB. */
  keepalive?: boolean;
};

type ParsedRequestOptions<S extends $ZodType> = RequestOptions & {
  /** Checks the answer's shape, so callers get a typed value rather than a cast. */
  schema: S;
};

/** Sends one request with the session cookie and reads the JSON answer (undefined when empty). */
export async function apiRequest<S extends $ZodType>(path: string, options: ParsedRequestOptions<S>): Promise<output<S>>;
export async function apiRequest(path: string, options?: RequestOptions): Promise<unknown>;
export async function apiRequest(path: string, options: RequestOptions & { schema?: $ZodType } = {}): Promise<unknown> {
  return (await apiRequestWithHeaders(path, options)).data;
}

/** An answer with what its headers say (X-Total-Count, Link), for reads that page through a list. */
export type ApiResponse<T> = { data: T; status: number; headers: Headers };

/** As apiRequest, keeping the answer's status and headers beside the body. Errors follow the same rule. */
export async function apiRequestWithHeaders<S extends $ZodType>(
  path: string,
  options: ParsedRequestOptions<S>,
): Promise<ApiResponse<output<S>>>;
export async function apiRequestWithHeaders(path: string, options?: RequestOptions): Promise<ApiResponse<unknown>>;
export async function apiRequestWithHeaders(
  path: string,
  { method = 'GET', data, headers, signal, keepalive, schema }: RequestOptions & { schema?: $ZodType } = {},
): Promise<ApiResponse<unknown>> {
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  let body: BodyInit | undefined;
  if (data instanceof FormData) {
    // The browser writes the multipart boundary into Content-Type itself; setting it here would break it.
    body = data;
  } else if (data !== undefined) {
    requestHeaders.set('Content-Type', 'application/json');
    body = JSON.stringify(data);
  }

  const response = await fetch(path, { method, headers: requestHeaders, body, credentials: 'include', signal, ...(keepalive ? { keepalive } : {}) });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text, parseErrorBody(text));

  const json: unknown = text ? JSON.parse(text) : undefined;
  return { data: schema ? validateAnswer(schema, json) : json, status: response.status, headers: response.headers };
}

/**
 * The DESIGN §4 error body, when the answer is one. Checked by hand rather than with the zod
 * schema so that every page does not load zod just to read an error.
 */
export function parseErrorBody(text: string): ApiErrorBody | undefined {
  if (!text) return undefined;
  try {
    const body = JSON.parse(text) as { success?: unknown; message?: unknown; errors?: unknown };
    if (typeof body !== 'object' || body === null || typeof body.message !== 'string') return undefined;
    const errors =
      typeof body.errors === 'object' && body.errors !== null
        ? Object.fromEntries(Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
        : undefined;
    return { ...(body.success === false ? { success: false as const } : {}), message: body.message, ...(errors ? { errors } : {}) };
  } catch {
    return undefined;
  }
}

/**
 * Checks an answer through the schema's Standard Schema interface, so that the client does not
 * load zod's parser for every page: the schema brings its own code, in the chunk that uses it.
 */
export function validateAnswer<S extends $ZodType>(schema: S, value: unknown): output<S>;
export function validateAnswer(schema: $ZodType, value: unknown): unknown {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new TypeError('Asynchronous schemas are not supported here');
  if (result.issues) throw new TypeError(`Unexpected answer: ${result.issues.map((issue) => issue.message).join('; ')}`);
  return result.value;
}

