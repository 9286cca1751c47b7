/**
 * Where a switch over the feed kinds ends, on the server and in the browser: a kind added to
 * `FEED_KINDS` without its case in each switch (feeds.server.ts, feed-panels.tsx, lazy-feed.tsx)
 * does not compile.
 */
export function unknownFeedKind(feed: never): never {
  throw new Error(`Unknown feed kind: ${String((feed as { kind?: unknown }).kind)}`);
}
