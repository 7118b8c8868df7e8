// `/mcp`: the site for AI agents over MCP (Model Context Protocol, Streamable HTTP, stateless):
// the tools search_articles and get_article, built in lib/mcpServer.ts with the server client,
// which holds the API key. On the Node.js runtime, as the other routes: the client's brand-index
// store is a folder (lib/serverClient.ts); the endpoint itself is Request → Response and needs
// nothing of Node.
import { connection } from 'next/server';
import { createSiteMcpEndpoint } from '../../lib/mcpServer';
import { serverClient } from '../../lib/serverClient';
import { articleHref, brandId, siteUrl } from '../../lib/site';

const handle = createSiteMcpEndpoint({
  client: serverClient,
  brandId,
  siteUrl,
  getItemHref: articleHref,
  // In the server's log, where an operator sees it; the agent gets "try again later".
  onError: (error) => console.error('[mcp]', error),
});

/** A stateless server has no stream to open: 405, at request time (not prerendered by the build). */
export async function GET(request: Request): Promise<Response> {
  await connection();
  return handle(request);
}

export { handle as DELETE, handle as POST };
