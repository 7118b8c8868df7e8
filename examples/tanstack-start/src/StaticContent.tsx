/**
 * Server-rendered HTML (from `renderArticle.server.tsx`) in a wrapper element that stays the
 * same across hydration and client-side navigations: React sets its content and never hydrates
 * inside it.
 */
export function StaticContent({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the library rendered and sanitized it on the server.
  return <div className="static-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
