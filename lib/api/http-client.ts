// A small fetch-based HTTP client with the slice of axios's interface the features use (get/post/put/patch/delete
// resolving to `{ data }`, errors carrying `response.status` and the DRF body), so no HTTP library ships to browsers.
// Uploads that report progress go through XMLHttpRequest, the only browser API that reports request-body progress.

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface UploadProgress {
  loaded: number;
  /** Unknown (undefined) when the browser cannot tell the body's size. */
  total?: number;
}

export interface RequestConfig {
  /** Query string values; null and undefined are left out, arrays repeat the key. */
  params?: QueryParams;
  /** Per-request headers, overriding the client's; an undefined value is not sent. */
  headers?: Record<string, string | undefined>;
  onUploadProgress?: (event: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
}

export interface ApiClient {
  get<T = unknown>(url: string, config?: RequestConfig): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
}

export type ApiErrorCode = 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ETIMEDOUT' | 'ERR_CANCELED';

/** A failed call: `response` is set when the server answered (any status outside 2xx). */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly response: { status: number; data: unknown } | undefined;

  constructor(message: string, code: ApiErrorCode, response?: { status: number; data: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.response = response;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The HTTP status of a failed call, or undefined when no answer arrived. */
export const errorStatus = (error: unknown): number | undefined =>
  isApiError(error) ? error.response?.status : undefined;

export interface ClientOptions {
  /** Prefix of every path (no trailing slash); '' for same-origin calls in the browser. */
  baseURL: string;
  headers?: Record<string, string>;
  /** Milliseconds before a call fails with ETIMEDOUT; none by default. */
  timeout?: number;
  /** Headers computed for each call (the bearer token of the moment); per-request headers still win. */
  dynamicHeaders?: () => Record<string, string>;
  /** Sees every failed call before it is thrown (the browser client's reaction to a dead token). */
  onError?: (error: ApiError) => void;
}

interface Prepared {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
}

export function createApiClient(options: ClientOptions): ApiClient {
  const request = async <T>(
    method: string,
    url: string,
    body: unknown,
    config: RequestConfig = {},
  ): Promise<ApiResponse<T>> => {
    const prepared = prepare(options, method, url, body, config);
    try {
      const useXhr = config.onUploadProgress !== undefined && typeof XMLHttpRequest !== 'undefined';
      const { status, text } = useXhr
        ? await sendWithXhr(prepared, config, options.timeout)
        : await sendWithFetch(prepared, config, options.timeout);
      const data = parseBody(text);
      if (status < 200 || status >= 300)
        throw new ApiError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', { status, data });
      return { data: data as T, status };
    } catch (error) {
      const apiError = toApiError(error);
      options.onError?.(apiError);
      throw apiError;
    }
  };
  return {
    get: (url, config) => request('GET', url, undefined, config),
    delete: (url, config) => request('DELETE', url, undefined, config),
    post: (url, body, config) => request('POST', url, body, config),
    put: (url, body, config) => request('PUT', url, body, config),
    patch: (url, body, config) => request('PATCH', url, body, config),
  };
}

function prepare(options: ClientOptions, method: string, url: string, body: unknown, config: RequestConfig): Prepared {
  const headers: Record<string, string> = { ...options.headers, ...options.dynamicHeaders?.() };
  for (const [name, value] of Object.entries(config.headers ?? {})) {
    if (value !== undefined) headers[name] = value;
  }
  let payload: BodyInit | undefined;
  if (body === undefined || body === null) {
    payload = undefined;
  } else if (isRawBody(body)) {
    // FormData and friends set their own Content-Type (with the multipart boundary).
    payload = body;
  } else {
    payload = JSON.stringify(body);
    headers['Content-Type'] ??= 'application/json';
  }
  return { url: options.baseURL + url + queryString(config.params), method, headers, body: payload };
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

export function queryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as QueryValue[]) {
      if (item !== null && item !== undefined) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function sendWithFetch(
  prepared: Prepared,
  config: RequestConfig,
  timeout?: number,
): Promise<{ status: number; text: string }> {
  const signals = [config.signal, timeout ? AbortSignal.timeout(timeout) : undefined].filter(
    (signal) => signal !== undefined,
  );
  const response = await fetch(prepared.url, {
    method: prepared.method,
    headers: prepared.headers,
    body: prepared.body,
    signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
  });
  return { status: response.status, text: await response.text() };
}

function sendWithXhr(
  prepared: Prepared,
  config: RequestConfig,
  timeout?: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(prepared.method, prepared.url);
    for (const [name, value] of Object.entries(prepared.headers)) xhr.setRequestHeader(name, value);
    if (timeout) xhr.timeout = timeout;
    xhr.upload.onprogress = (event) =>
      config.onUploadProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError('Network Error', 'ERR_NETWORK'));
    xhr.ontimeout = () => reject(new ApiError(`timeout of ${timeout}ms exceeded`, 'ETIMEDOUT'));
    xhr.onabort = () => reject(new ApiError('canceled', 'ERR_CANCELED'));
    config.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(prepared.body as XMLHttpRequestBodyInit | undefined);
  });
}

/** JSON when it parses, the text otherwise (an HTML error page, an empty 204). */
function parseBody(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError') return new ApiError('timeout exceeded', 'ETIMEDOUT');
  if (name === 'AbortError') return new ApiError('canceled', 'ERR_CANCELED');
  return new ApiError(error instanceof Error ? error.message : 'Network Error', 'ERR_NETWORK');
}
