const reported = new Set<string>();

/**
 * Reports, once per message and in development only, what a server component leaves out: a
 * prop it cannot use (an event handler: React cannot send a function to the browser, and
 * putting one on an element would fail the whole route), or data it does not fetch
 * (`categories`, `variants`). The component renders without it.
 */
export function ignoredOnServer(message: string): void {
  if (process.env.NODE_ENV === 'production' || reported.has(message)) return;
  reported.add(message);
  console.error(message);
}
