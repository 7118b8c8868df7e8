import type { ProblemDetails } from '../client/types.js';

type WireProblem = Partial<Omit<ProblemDetails, 'extensions'>>;

const problemTypes: Record<number, string> = {
  400: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  401: 'https://tools.ietf.org/html/rfc9110#section-15.5.2',
  403: 'https://tools.ietf.org/html/rfc9110#section-15.5.4',
  404: 'https://tools.ietf.org/html/rfc9110#section-15.5.5',
  405: 'https://tools.ietf.org/html/rfc9110#section-15.5.6',
  500: 'https://tools.ietf.org/html/rfc9110#section-15.6.1',
  503: 'https://tools.ietf.org/html/rfc9110#section-15.6.4',
};

/** A JSON response; the mock uses `application/json` for problems too, as the spec lists. */
export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const allHeaders = new Headers(headers);
  allHeaders.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers: allHeaders });
}

/** A problem-details response in the shape ASP.NET-style services send. */
export function problemResponse(
  status: number,
  title: string,
  detail: string,
  instance: string,
  headers: HeadersInit = {},
): Response {
  const body: WireProblem = { type: problemTypes[status] ?? null, title, status, detail, instance };
  return jsonResponse(body, status, headers);
}

/** 405 for anything but GET and HEAD: the service and its demo images are read-only. */
export function methodNotAllowed(detail: string, instance: string): Response {
  return problemResponse(405, 'Method Not Allowed', detail, instance, { allow: 'GET, HEAD' });
}
