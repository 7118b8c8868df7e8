import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The theming docs list every custom property the stylesheet reads, in a table that renders.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const styles = readdirSync(new URL('../../src/styles/', import.meta.url))
  .filter((name) => name.endsWith('.css'))
  .map((name) => read(`src/styles/${name}`))
  .join('\n');
const properties = [...new Set(styles.match(/--cdr-[a-z-]+/g))].sort();

describe('theming docs', () => {
  it('finds the stylesheet custom properties', () => {
    expect(properties).toContain('--cdr-text');
    expect(properties).toContain('--cdr-scroll-margin');
  });

  for (const path of ['docs/theming.md', 'stories/docs/Theming.mdx']) {
    it(`${path} documents every --cdr-* property the stylesheet uses`, () => {
      const doc = read(path);
      expect(
        properties.filter((name) => !doc.includes(`${name}\``) && !doc.includes(`'${name}'`)),
      ).toEqual([]);
    });
  }

  it('Theming.mdx tables are Markdown, which Storybook renders through remark-gfm', () => {
    // MDX alone would show a pipe table as raw text; test/e2e/storybook.e2e.test.ts checks every
    // MDX page in Chromium for that.
    expect(read('stories/docs/Theming.mdx')).toMatch(/^\| .* \|$/m);
    expect(read('.storybook/main.ts')).toMatch(/remarkPlugins: \[remarkGfm\]/);
  });
});
