// A Node module hook chained after React's RSC loader (react-server-dom-webpack/node-loader) for
// the react-server check of scripts/check-entries.mjs. That loader expects module source as a
// string (Node hands it a Buffer: "Expected source to have been loaded into a string") and
// follows a relative `//# sourceMappingURL` as a URL (ERR_INVALID_ARG_VALUE): give it a string
// without the comment.
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (result.format !== 'module' || result.source == null) return result;
  const source =
    typeof result.source === 'string' ? result.source : Buffer.from(result.source).toString('utf8');
  return { ...result, source: source.replace(/^\/\/# sourceMappingURL=.*$/m, '') };
}
