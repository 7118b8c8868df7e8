// `/llms.txt` (llmstxt.org): the site for AI assistants, one section per category, each article a
// link to its Markdown. Markdown in content, served as text/plain (what llmstxt.org's own file and
// most sites send, and what every browser shows instead of downloading).
import { connection } from 'next/server';
import { documentResponse, llmsTxt } from '../../lib/discovery';

export async function GET() {
  await connection();
  return documentResponse(await llmsTxt(), 'text/plain; charset=utf-8', 'index');
}
