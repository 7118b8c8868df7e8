import { ignoredOnServer } from './ignoredOnServer.js';

/**
 * The rest props of server component `component` (the ones it spreads on its element), without
 * the functions among them. React cannot send a function from a server component to the
 * browser: one on an element (`onClick`, or a prop the component does not take, e.g.
 * `imageComponent` on a `Pagination`) would make the whole route fail. They are dropped, and
 * development names them once; everything else passes unchanged. Call it after taking the
 * component's own function props (`getPageHref`, `renderItem`, …) out of `props`.
 *
 * @example
 * export function TagList({ getTagHref, ...props }: TagListProps) {
 *   return <TagListView {...hostProps('TagList', props)} getTagHref={getTagHref} … />;
 * }
 */
export function hostProps<P extends object>(component: string, props: P): P {
  const handlers = Object.entries(props).flatMap(([key, value]) =>
    typeof value === 'function' ? [key] : [],
  );
  if (handlers.length === 0) return props;
  ignoredOnServer(
    `[${component}] ${handlers.join(', ')} ignored in a server component: event handlers need a client component (React cannot send a function to the browser). Render ${component} from a 'use client' file to use them.`,
  );
  const kept = { ...props };
  for (const key of handlers) Reflect.deleteProperty(kept, key);
  return kept;
}
