const reported = new Set<string>();

/**
 * Reports, once per message and in development only, a prop a server component cannot use:
 * an event handler would be a function on a host element, which React cannot send to the
 * browser (the route would fail), so the server components leave it out.
 */
export function reportIgnoredOnServer(message: string): void {
  if (process.env.NODE_ENV === 'production' || reported.has(message)) return;
  reported.add(message);
  console.error(message);
}
