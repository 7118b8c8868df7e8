import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createServerSanitizer } from 'content-delivery-react/server';
import { describe, expect, it } from 'vitest';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const paragraph = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(13);

/** A distinct ~50 KB article with ids on every block (what makes jsdom windows grow). */
function article(n: number): string {
  const sections = Array.from(
    { length: 60 },
    (_, index) =>
      `<h2 id="s${n}-${index}">Section ${index}</h2><p id="p${n}-${index}">${paragraph}</p>`,
  );
  return `<article id="a${n}">${sections.join('')}<img src=x onerror=alert(${n})></article>`;
}

/** jsdom frees closed windows on later event-loop turns (as between a server's requests). */
async function heapMb(): Promise<number> {
  for (let i = 0; i < 6; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

describe('server-side sanitizing at scale', () => {
  it('keeps the heap flat over 5 000 distinct 50 KB articles', { timeout: 600_000 }, async () => {
    const sanitizer = createServerSanitizer();
    const samples: number[] = [];
    for (let n = 0; n < 5_000; n++) {
      const tree = sanitizer.sanitize(article(n));
      if (n === 0) expect(JSON.stringify(tree)).not.toContain('onerror');
      if (n % 10 === 9) await new Promise((resolve) => setImmediate(resolve));
      if (n === 500 || n === 2_500 || n === 4_999) samples.push(await heapMb());
    }
    const [early = 0, middle = 0, late = 0] = samples;
    // Generous bounds; the benchmark measures +1 MB between 1 000 and 5 000 articles.
    expect(late - early).toBeLessThan(100);
    expect(late - middle).toBeLessThan(60);
    expect(sanitizer.stats.windows).toBe(50);
  });
});
