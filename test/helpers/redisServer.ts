import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A `redis-server` of this test run, on 127.0.0.1, storing nothing on disk. */
export interface RedisServer {
  /** `redis://127.0.0.1:PORT`, for unstorage's redis driver or ioredis. */
  url: string;
  port: number;
  /** Stops the server (SIGTERM, then SIGKILL) and removes its directory. Safe to call twice. */
  stop(): Promise<void>;
}

/** Which binary to run: `REDIS_SERVER_PATH`, or `redis-server` on the PATH (CI installs it). */
const redisServerBinary = process.env.REDIS_SERVER_PATH ?? 'redis-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on now (another process may take it before Redis does: see the retry). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address !== null) resolve(address.port);
        else reject(new Error('freePort: no port assigned'));
      });
    });
  });
}

/** Whether a Redis server answers PING on `port` (one short connection). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/** Ends `child` (SIGTERM, then SIGKILL after `graceMs`), resolving once it has exited. */
async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killed = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!killed) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** One attempt on one port: the server once it answers PING, or why it did not. */
async function startOn(port: number, readyWithinMs: number): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'cdr-redis-'));
  // No RDB snapshots, no AOF: nothing outlives the test. `--dir` keeps any stray file in the temp dir.
  const child = spawn(
    redisServerBinary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--daemonize',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    // The start of the log is enough to say why it failed.
    if (output.length < 20_000) output += chunk.toString('utf8');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      await stopProcess(child);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (spawnError !== undefined) {
      await stop();
      throw new Error(
        `startRedisServer: cannot run "${redisServerBinary}" (${spawnError.message}). Install Redis (apt-get install redis-server) or set REDIS_SERVER_PATH.`,
      );
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`startRedisServer: redis-server exited on port ${port}:\n${output}`);
    }
    if (await answersPing(port)) {
      return { url: `redis://127.0.0.1:${port}`, port, stop };
    }
    await sleep(50);
  }
  await stop();
  throw new Error(
    `startRedisServer: redis-server did not answer PING on port ${port} within ${readyWithinMs} ms:\n${output}`,
  );
}

/**
 * Starts a real `redis-server` on 127.0.0.1 on a free port, with its own temp directory and
 * persistence off, and resolves once it answers PING (within `readyWithinMs`). Never a system
 * service: each test file gets its own server. Call `stop()` in `afterAll`.
 */
export async function startRedisServer({ readyWithinMs = 15_000 } = {}): Promise<RedisServer> {
  let lastError: unknown;
  // The free port may be taken between the probe and Redis binding it (other tests run at the
  // same time): try another one then.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startOn(await freePort(), readyWithinMs);
    } catch (error) {
      lastError = error;
      const message = error instanceof Error ? error.message : '';
      if (!/address already in use/i.test(message)) throw error;
    }
  }
  throw lastError;
}
