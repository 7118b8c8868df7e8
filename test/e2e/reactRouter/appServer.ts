// The built React Router example as a child process on 127.0.0.1 (react-router-serve), with the
// service's URL and key in its environment only.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const appDir = `${repoRoot}examples/react-router`;

/** A free TCP port on 127.0.0.1 (react-router-serve prints, but does not report, the port it picks). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A running app server. */
export interface AppServer {
  url: string;
  /** Everything the server printed (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server exited (${child.exitCode})`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the app server did not answer ${url} within ${timeoutMs} ms`);
}

/** Starts `react-router-serve` on the example's build; rejects after `timeoutMs` without an answer. */
export async function startAppServer(
  env: { CDS_BASE_URL: string; CDS_API_KEY: string },
  timeoutMs = 15_000,
): Promise<AppServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [`${repoRoot}node_modules/@react-router/serve/bin.js`, 'build/server/index.js'],
    {
      // react-router-serve finds the browser assets (build/client) relative to its working directory.
      cwd: appDir,
      env: {
        ...process.env,
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  child.stdout?.on('data', (chunk) => {
    printed += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    printed += String(chunk);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const killLater = setTimeout(() => child.kill('SIGKILL'), 3_000);
    await exited;
    clearTimeout(killLater);
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(url, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${printed}`);
  }
  return { url, output: () => printed, stop };
}
