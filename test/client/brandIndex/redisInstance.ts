// One "server instance" of redis.test.ts, run in its own Node process: a content client whose
// brand index is shared through Redis (unstorage's redis driver), driven over stdin/stdout in
// JSON lines so the test decides when each instance looks something up. Bundled from the
// sources by the test (esbuild), since `npm test` runs before `npm run build`.
import { createInterface } from 'node:readline';
import { createContentClient, findContentBySlug } from 'content-delivery-react/client';
import { createStorage } from 'unstorage';
import redisDriver from 'unstorage/drivers/redis';

/** How the test configures an instance: one JSON argument. */
export interface InstanceConfig {
  /** Name sent in an `x-instance` header, so the test's mock counts each instance's requests. */
  name: string;
  baseUrl: string;
  apiKey: string;
  redisUrl: string;
  keyPrefix: string;
  syncIntervalMs: number;
  missRefreshMs: number;
}

/**
 * A command: `find` is `findContentBySlug` (the item read fresh, answered with its id or
 * `null`), `indexed` is `client.brandIndex.find` (the index alone), `refresh` is a webhook's
 * `refresh()`, `info` is `client.brandIndex.info()`, `exit` closes the Redis connection and ends.
 */
export type InstanceRequest =
  | { command: 'find' | 'indexed'; brandId: string; slug: string }
  | { command: 'refresh' | 'info'; brandId: string }
  | { command: 'exit' };

/** A request as sent: numbered, so answers to concurrent requests find their caller. */
export type InstanceCommand = InstanceRequest & { id: number };

/** The answer to the command with the same `id`. */
/** What a command answers: an item id, `null`, or the index's info. */
export type InstanceValue = string | null | { items: number; complete: boolean };

export type InstanceReply =
  | { id: number; ok: true; value: InstanceValue }
  | { id: number; ok: false; error: string };

const config: InstanceConfig = JSON.parse(process.argv[2] ?? '{}');
const storage = createStorage({ driver: redisDriver({ url: config.redisUrl }) });
const client = createContentClient({
  baseUrl: config.baseUrl,
  apiKey: config.apiKey,
  headers: { 'x-instance': config.name },
  retry: 0,
  brandIndex: {
    storage,
    keyPrefix: config.keyPrefix,
    syncIntervalMs: config.syncIntervalMs,
    missRefreshMs: config.missRefreshMs,
    onError: (error) => console.error(`[${config.name}] background failure:`, error),
  },
});

const reply = (message: InstanceReply) => process.stdout.write(`${JSON.stringify(message)}\n`);

async function run(command: InstanceCommand): Promise<InstanceValue> {
  const index = client.brandIndex;
  if (index === undefined) throw new Error('the client has no brand index');
  switch (command.command) {
    case 'find': {
      const item = await findContentBySlug(client, command.brandId, { slug: command.slug });
      return item?.id ?? null;
    }
    case 'indexed':
      return (await index.find(command.brandId, command.slug))?.id ?? null;
    case 'refresh':
      await index.refresh(command.brandId);
      return null;
    case 'info': {
      const info = index.info(command.brandId);
      return info === undefined ? null : { items: info.items, complete: info.complete };
    }
    case 'exit':
      // Closing the connection is what lets this process end by itself.
      await storage.dispose();
      return null;
  }
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const command: InstanceCommand = JSON.parse(line);
  // Commands run concurrently: the test sends lookups to two instances, or two to one, at once.
  run(command).then(
    (value) => {
      reply({ id: command.id, ok: true, value });
      if (command.command === 'exit') lines.close();
    },
    (error: unknown) =>
      reply({
        id: command.id,
        ok: false,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      }),
  );
});
