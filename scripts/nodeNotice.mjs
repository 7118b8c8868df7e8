// The one line `npm install` prints in a checkout of this repository (package.json
// `postprepare`): with a Node older than the 24.15 the dev tools need first on PATH, what happens
// instead; with 24.15 or later, nothing. The same rule as scripts/node24.sh. No dependencies, and
// nothing newer than Node 20: it runs on the Node that runs npm.
//
// `postprepare`, not `prepare`: npm runs it only on a local `npm install` (without package
// arguments) and `npm ci`. `prepare` also runs on `npm pack` and `npm publish`, for git
// dependencies (after installing all devDependencies), and npm 11 lists it as an install script
// to review when an app installs the package from a tarball or git; `postprepare` does none of
// that, and like `prepare` never runs in an app that installs the package.
const [major, minor] = process.versions.node.split('.').map(Number);

if (!(major > 24 || (major === 24 && minor >= 15))) {
  console.error(
    `content-delivery-react: Node ${process.versions.node} here; the dev tools need 24.15, which npm start and npm test bring into .tools/ on first use (scripts/withNode24.sh).`,
  );
}
