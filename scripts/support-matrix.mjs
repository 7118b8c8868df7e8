// The support matrix: packs the built package (`npm pack`, no rebuild) and installs the tarball
// into a fresh temporary app per row of test/consumers/support-matrix/rows.mjs, with no npm flags,
// beside that row's peers; then runs the row's check.mjs on the row's own Node.js, which comes
// from the npm registry (`node-<os>-<arch>`) into .tools/node<major>, reused when present.
//
//   node scripts/support-matrix.mjs [package root]   (default: this checkout; run after a build)
//
// Exits non-zero, naming the row and the step, when anything fails.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { supportMatrixRows } from '../test/consumers/support-matrix/rows.mjs';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packageRoot = resolve(process.argv[2] ?? repository);
const checkScript = join(repository, 'test/consumers/support-matrix/check.mjs');

/** Bounds of each child process: a hung npm or check ends the run with a message. */
const timeouts = {
  nodeInstall: 5 * 60_000,
  pack: 2 * 60_000,
  install: 8 * 60_000,
  list: 2 * 60_000,
  check: 3 * 60_000,
};

/** A failure with a message that says it all (no stack trace needed). */
class StepError extends Error {}

/** The registry package that ships the official Node.js binary for this machine. */
function nodePackageName() {
  const os = { linux: 'linux', darwin: 'darwin' }[process.platform];
  const cpu = { x64: 'x64', arm64: 'arm64' }[process.arch];
  if (os === undefined || cpu === undefined) {
    throw new StepError(
      `no node-<os>-<arch> package for ${process.platform}-${process.arch}; the matrix needs linux or macOS on x64 or arm64`,
    );
  }
  return `node-${os}-${cpu}`;
}

/** Running children, so an interrupt can end them (each leads its own process group). */
const running = new Set();
/** Temporary folders to remove on every way out. */
const temporary = new Set();

function cleanUp() {
  for (const child of running) killGroup(child);
  for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
  temporary.clear();
}

function killGroup(child) {
  try {
    // The group: npm's own children (lifecycle scripts) end with it.
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`support matrix: ${signal}, stopping`);
    cleanUp();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/**
 * Runs a command to its end within `timeoutMs`; rejects with its output when it fails.
 * @returns {Promise<{ stdout: string, stderr: string, seconds: number }>}
 */
function run(command, args, { cwd, env = process.env, timeoutMs, what }) {
  const started = performance.now();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      reject(new StepError(`${what}: cannot start ${command}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) {
        resolvePromise({ stdout, stderr, seconds });
        return;
      }
      const reason = timedOut
        ? `timed out after ${timeoutMs / 1000} s`
        : `exited with ${code ?? signal}`;
      const output = `${stdout}${stderr}`.replace(/^\n+/, '').trimEnd();
      reject(new StepError(`${what} ${reason}${output ? `:\n${output}` : ''}`));
    });
  });
}

/** PATH with a Node.js folder first, so `npm` and its scripts run on that Node. */
function environmentWithNode(nodeBin) {
  // An outer `npm run` hands its settings down as npm_* variables (legacy-peer-deps, force, the
  // project's prefix…). The apps install as a new user would: only the machine's registry,
  // cache, user config and proxies pass.
  const kept = /^npm_config_(registry|cache|userconfig|globalconfig|(https?_|no)?proxy)$/i;
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) || kept.test(name)),
  );
  env.PATH = `${nodeBin}${delimiter}${process.env.PATH ?? ''}`;
  return env;
}

/** Installs (once) the row's Node.js into .tools/node<major>; returns its bin folder. */
async function ensureNode(version) {
  const packageName = nodePackageName();
  const major = version.split('.')[0];
  const folder = join(repository, '.tools', `node${major}`);
  const bin = join(folder, 'node_modules', packageName, 'bin');
  const installed = await run(join(bin, 'node'), ['--version'], {
    timeoutMs: 30_000,
    what: 'node --version',
  }).catch(() => undefined);
  if (installed?.stdout.trim() === `v${version}`) return bin;

  console.log(
    `Installing Node.js ${version} (${packageName}) from the npm registry into ${folder}…`,
  );
  mkdirSync(folder, { recursive: true });
  // Its own package.json keeps npm from walking up to the project's.
  const manifest = join(folder, 'package.json');
  if (!existsSync(manifest)) writeFileSync(manifest, '{ "private": true }\n');
  const { seconds } = await run(
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
    { cwd: folder, timeoutMs: timeouts.nodeInstall, what: `installing ${packageName}@${version}` },
  );
  console.log(`  done in ${seconds.toFixed(1)} s`);
  return bin;
}

/** Packs the package as it is (no scripts, no build) into `destination`; returns the tarball. */
async function pack(destination, nodeBin) {
  if (!existsSync(join(packageRoot, 'dist/index.js'))) {
    throw new StepError(`${packageRoot}/dist is missing: run \`npm run build\` first.`);
  }
  // On the newest row's Node: npm refuses to work in the project on a Node its devEngines exclude.
  const { stdout } = await run(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', destination],
    {
      cwd: packageRoot,
      env: environmentWithNode(nodeBin),
      timeoutMs: timeouts.pack,
      what: 'npm pack',
    },
  );
  const [{ filename }] = JSON.parse(stdout);
  return join(destination, filename);
}

/** Installs and checks one row in its own app folder; returns its figures. */
async function checkRow(row, nodeBin, tarball, workspace) {
  const app = mkdtempSync(join(workspace, 'app-'));
  const log = [];
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: 'support-matrix-app',
        private: true,
        type: 'module',
        dependencies: { 'content-delivery-react': `file:${tarball}`, ...row.dependencies },
      },
      null,
      2,
    )}\n`,
  );
  cpSync(checkScript, join(app, 'check.mjs'));
  const env = environmentWithNode(nodeBin);

  const npmVersion = (
    await run('npm', ['--version'], {
      cwd: app,
      env,
      timeoutMs: timeouts.list,
      what: 'npm --version',
    })
  ).stdout.trim();
  // A user's own npm config could carry the flags this test must do without.
  const config = await run('npm', ['config', 'get', 'legacy-peer-deps', 'force'], {
    cwd: app,
    env,
    timeoutMs: timeouts.list,
    what: 'npm config get',
  });
  if (/=\s*true/.test(config.stdout)) {
    throw new StepError(`npm is configured with ${config.stdout.trim()}; the matrix needs neither`);
  }

  const install = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: app,
    env,
    timeoutMs: timeouts.install,
    what: 'npm install',
  });
  // npm installs past some problems with a warning; for a supported row there must be none.
  const warnings = install.stderr
    .split('\n')
    .filter((line) => /ERESOLVE|EBADENGINE|peer dep/i.test(line));
  if (warnings.length > 0) {
    throw new StepError(`npm install warned:\n${warnings.join('\n')}`);
  }
  // Every peer and dependency in range, nothing missing or extraneous.
  await run('npm', ['ls', '--all'], { cwd: app, env, timeoutMs: timeouts.list, what: 'npm ls' });

  const check = await run(join(nodeBin, 'node'), ['check.mjs', JSON.stringify(row)], {
    cwd: app,
    env,
    timeoutMs: timeouts.check,
    what: 'check.mjs',
  });
  log.push(check.stdout.trimEnd());
  if (check.stderr.trim() !== '') log.push(`  (stderr) ${check.stderr.trim()}`);
  return { npmVersion, installSeconds: install.seconds, checkSeconds: check.seconds, log };
}

const started = performance.now();
const workspace = mkdtempSync(join(tmpdir(), 'cdr-support-matrix-'));
temporary.add(workspace);
let failed = false;
try {
  // One after the other: rows may share a .tools folder.
  const nodeBins = [];
  for (const row of supportMatrixRows) nodeBins.push(await ensureNode(row.node));
  const majors = supportMatrixRows.map((row) => Number(row.node.split('.')[0]));
  const newest = nodeBins[majors.indexOf(Math.max(...majors))];
  const tarball = await pack(workspace, newest);
  console.log(`Packed ${tarball.slice(workspace.length + 1)} from ${packageRoot}`);

  // The rows in parallel: an install mostly waits on the disk and the registry.
  const results = await Promise.allSettled(
    supportMatrixRows.map((row, index) => checkRow(row, nodeBins[index], tarball, workspace)),
  );
  for (const [index, result] of results.entries()) {
    const row = supportMatrixRows[index];
    const versions = Object.entries(row.dependencies)
      .map(([name, version]) => `${name}@${version}`)
      .join(' ');
    console.log(`\n${row.name}: node ${row.node}, ${versions}`);
    if (result.status === 'fulfilled') {
      const { npmVersion, installSeconds, checkSeconds, log } = result.value;
      console.log(log.join('\n'));
      console.log(
        `  passed: npm ${npmVersion}, install ${installSeconds.toFixed(1)} s, check ${checkSeconds.toFixed(1)} s`,
      );
    } else {
      failed = true;
      const error = result.reason;
      console.error(`  FAILED: ${error instanceof StepError ? error.message : error?.stack}`);
    }
  }
} catch (error) {
  failed = true;
  console.error(`support matrix: ${error instanceof StepError ? error.message : error?.stack}`);
} finally {
  cleanUp();
}
const total = ((performance.now() - started) / 1000).toFixed(1);
if (failed) {
  console.error(`\nSupport matrix FAILED (${total} s): see above.`);
  process.exit(1);
}
console.log(`\nSupport matrix: ${supportMatrixRows.length} rows passed in ${total} s.`);
