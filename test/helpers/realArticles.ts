// The real-world corpus (test/fixtures/articles: openly licensed article bodies from the web,
// with their sources and licences in manifest.json), read in Node.
import { readFileSync } from 'node:fs';

export interface RealArticle {
  id: string;
  title: string;
  language: string;
  dir: 'ltr' | 'rtl';
  html: string;
  overLimit: boolean;
}

interface ManifestEntry {
  id: string;
  file: string;
  title: string;
  language: string;
  dir: 'ltr' | 'rtl';
  overLimit?: boolean;
}

const folder = new URL('../fixtures/articles/', import.meta.url);

export function realArticles(): RealArticle[] {
  const manifest: ManifestEntry[] = JSON.parse(
    readFileSync(new URL('manifest.json', folder), 'utf8'),
  );
  return manifest.map((entry) => ({
    id: entry.id,
    title: entry.title,
    language: entry.language,
    dir: entry.dir,
    html: readFileSync(new URL(entry.file, folder), 'utf8'),
    overLimit: entry.overLimit === true,
  }));
}
