// Runs once when the Node.js server starts: sanitize article HTML on the server with jsdom, so
// server-rendered articles carry their full, sanitized markup (without it they render as text
// first and the browser upgrades them after hydration).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installServerSanitizer } = await import('content-delivery-react/server');
  installServerSanitizer();
}
