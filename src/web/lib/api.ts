import type { z } from 'zod';
import { isTestModeEnabled, TEST_MODE_HEADER } from './test-mode';

/** A non-OK reply. Its message is `status: body text` (or the status text when the body is empty), as the spec requires. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** The parsed `{code, message, fieldErrors}` body when the server sent one. */
    public readonly body: {
      code?: string;
      message?: string;
      fieldErrors?: Record<string, string>;
    } | null,
    /** The reply's status text ('Internal Server Error'); '' when not known. */
    public readonly statusText = '',
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The server's own message when it sent one, else the `status: body` text. */
  get userMessage(): string {
    return this.body?.message ?? this.message;
  }
}

/**
 * How requests leave. In the browser it is `fetch`; when the server renders a page it swaps in
 * its own transport (src/web/entry-server.tsx), so the page's queries are answered in process.
 */
type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** Used by the server renderer only. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/**
 * A reply schema imported when a request first needs it. The home page's first view makes no
 * request (the server sent its data), so the fetchers it loads name their schemas this way:
 * zod and the contract's schemas (about 35 KB compressed) then load with the first request
 * instead of before the visitor can use the page.
 */
export class LazySchema<S extends z.ZodType> {
  #loading: Promise<S> | undefined;

  constructor(private readonly importSchema: () => Promise<S>) {}

  load(): Promise<S> {
    // one import for every request; a failed one (a network blip) is tried again next time
    this.#loading ??= this.importSchema().catch((error: unknown) => {
      this.#loading = undefined;
      throw error;
    });
    return this.#loading;
  }
}

/** `lazySchema(() => import('../../contract/auth').then((m) => m.userSchema))` */
export function lazySchema<S extends z.ZodType>(importSchema: () => Promise<S>): LazySchema<S> {
  return new LazySchema(importSchema);
}

type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file sent as it is, with its own type (an image upload), instead of a JSON body. */
  file?: Blob;
  /** The contract schema the reply must match; omit only for replies without a body. */
  schema?: S | LazySchema<S>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/**
 * Calls our API: sends the session cookie, sends and accepts JSON, turns a non-OK reply
 * into an HttpError and parses the reply with its contract schema.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.infer<S>> {
  const hasBody = options.body !== undefined;
  // a lazy schema loads while the request is out; its failure is reported with the reply
  const schemaLoading = options.schema instanceof LazySchema ? options.schema.load() : undefined;
  schemaLoading?.catch(() => undefined);
  const contentType = options.file
    ? options.file.type || 'application/octet-stream'
    : hasBody
      ? 'application/json'
      : null;
  const response = await transport(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: {
      accept: 'application/json',
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(isTestModeEnabled() ? { [TEST_MODE_HEADER]: 'on' } : {}),
      ...options.headers,
    },
    ...(options.file
      ? { body: options.file }
      : hasBody
        ? { body: JSON.stringify(options.body) }
        : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let parsed: HttpError['body'] = null;
    try {
      const json: unknown = JSON.parse(text);
      if (json && typeof json === 'object') parsed = json as HttpError['body'];
    } catch {
      parsed = null;
    }
    throw new HttpError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      parsed,
      response.statusText,
    );
  }

  if (!options.schema || response.status === 204) return undefined as z.infer<S>;
  const data: unknown = await response.json();
  const schema = schemaLoading ? await schemaLoading : (options.schema as S);
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(
      `Unexpected reply from ${path}: ${result.error.issues[0]?.message ?? 'invalid'}`,
    );
  }
  return result.data;
}
