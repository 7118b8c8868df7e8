import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const storiesDirectory = new URL('../../stories/', import.meta.url);
const storyFiles = readdirSync(storiesDirectory).filter((name) => name.endsWith('.stories.tsx'));

describe('story network scenarios', () => {
  it('finds the story files', () => {
    expect(storyFiles).toContain('ContentList.stories.tsx');
  });

  // msw.use() in a story changes the service worker all stories share: on a Docs page the last
  // story's error answers every story. Scenarios go in `parameters.content.scenario` instead.
  it.each(storyFiles)('%s fakes no answer on the shared service worker', (name) => {
    const source = readFileSync(new URL(name, storiesDirectory), 'utf8');
    expect(source).not.toMatch(/\bmsw\s*\.\s*use\s*\(/);
    expect(source).not.toMatch(/from 'msw'/);
  });
});
