// Schema validation of generated XML (sitemaps) with libxml2's xmllint (Debian's libxml2-utils),
// offline: `--nonet`, and every schema the fixtures import is a file in test/fixtures/xsd/.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The schemas in test/fixtures/xsd/ (where each comes from: its README.md). */
export const xsdPaths = {
  /** A sitemap `<urlset>`, with `xhtml:link` alternates checked strictly: sitemap.xsd + XHTML 1.0 Strict. */
  urlset: fileURLToPath(new URL('../fixtures/xsd/all.xsd', import.meta.url)),
  /** A sitemap index `<sitemapindex>`. */
  sitemapIndex: fileURLToPath(new URL('../fixtures/xsd/siteindex.xsd', import.meta.url)),
} as const;

/**
 * xmllint's exit statuses that are a verdict on the document: 1 not well-formed, 3 and 4 not
 * valid. Any other failure (5: the schema does not compile) is a broken test, not an invalid
 * document, and rejects: otherwise a test expecting "invalid" would pass on a wrong schema path.
 */
const invalidDocument = new Set([1, 3, 4]);

/** Where xmllint comes from, for the message when it is missing. */
const installHint = 'xmllint not found: install it with `apt-get install libxml2-utils`';

/**
 * Validates `xml` against the XSD at `schemaPath` with `xmllint --noout --nonet --schema`
 * (or, with `undefined`, checks only that it is well-formed XML), reading the document from stdin. `valid` is xmllint's verdict (exit status 0); `errors` is
 * what it printed, minus its closing "validates" line (parser warnings stay). Rejects when
 * xmllint cannot be run or the schema does not compile, so a missing tool or a wrong path
 * fails the test instead of passing it.
 */
export function validateXml(
  xml: string,
  schemaPath: string | undefined,
): Promise<{ valid: boolean; errors: string }> {
  const schema = schemaPath === undefined ? [] : ['--schema', schemaPath];
  return new Promise((resolve, reject) => {
    const child = spawn('xmllint', ['--noout', '--nonet', ...schema, '-'], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    const stderr: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new Error(installHint, { cause: error }) : error);
    });
    // xmllint may exit before reading all of a document it rejects early: EPIPE is its verdict.
    child.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') reject(error);
    });
    child.on('close', (code, signal) => {
      const output = Buffer.concat(stderr).toString('utf8');
      if (code === null || (code !== 0 && !invalidDocument.has(code))) {
        reject(
          new Error(
            `xmllint failed (${code ?? signal}) on ${schemaPath ?? 'a document'}: ${output}`,
          ),
        );
        return;
      }
      const errors = output
        .split('\n')
        .filter((line) => line !== '- validates')
        .join('\n')
        .trim();
      resolve({ valid: code === 0, errors });
    });
    child.stdin.end(xml, 'utf8');
  });
}
