import { randomBytes } from 'node:crypto';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * A browser-like client of the test server: keeps its cookies, comes from its own IP address
 * (X-Forwarded-For), and speaks REST (/np/api/v1) and GraphQL.
 */
export class ApiClient {
  private cookies = new Map<string, string>();
  readonly ip: string;
  /** Sent with every request, e.g. `authorization: Bearer lkp_…` for a partner's client. */
  readonly headers: Record<string, string> = {};

  constructor(
    readonly baseUrl: string,
    ip?: string,
  ) {
    this.ip = ip ?? `10.${randomBytes(3).join('.')}`;
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get('lekhapadi_session');
  }

  /** Speaks with a session made elsewhere (a browser's sign-in), as that browser would. */
  adoptSession(sessionCookie: string): void {
    this.cookies.set('lekhapadi_session', sessionCookie);
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    options: { raw?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {
      'x-forwarded-for': this.ip,
      ...this.headers,
      ...options.headers,
    };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | undefined;
    if (options.raw !== undefined) {
      payload = options.raw;
      headers['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body: payload });
    this.remember(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  rest<T = any>(
    method: string,
    path: string,
    body?: unknown,
    options?: { raw?: string; headers?: Record<string, string> },
  ) {
    return this.request<T>(method, `/np/api/v1${path}`, body, options);
  }

  async graphql<T = any>(query: string, variables?: Record<string, unknown>) {
    const response = await this.request<{
      data?: T;
      errors?: GraphQLErrorBody[];
      extensions?: Record<string, unknown>;
    }>('POST', '/graphql', {
      query,
      variables,
    });
    return { ...response.body, httpStatus: response.status };
  }

  private remember(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }
}

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; field?: string; [key: string]: unknown };
}
