// Plain Node (no react-server condition, as in a framework's SSR step): reads a Flight payload
// on stdin and prints the HTML react-dom makes of it. Only for payloads without client
// references (there is no client module to load here).
import { createElement, use } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createFromNodeStream } from 'react-server-dom-webpack/client';

const tree = createFromNodeStream(process.stdin, {
  moduleMap: {},
  serverModuleMap: null,
  moduleLoading: null,
});
function Root() {
  return use(tree);
}
const { prelude } = await prerenderToNodeStream(createElement(Root));
let html = '';
for await (const chunk of prelude) html += chunk;
process.stdout.write(html);
