const reported = new Set<string>();

/**
 * Reports, once per message and in development only, a prop a server component cannot use
 * (an event handler: React cannot send a function to the browser, and putting one on an
 * element would fail the whole route). The component renders without it.
 */
export function ignoredOnServer(message: string): void {
  if (process.env.NODE_ENV === 'production' || reported.has(message)) return;
  reported.add(message);
  console.error(message);
}
