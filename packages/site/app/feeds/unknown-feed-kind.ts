/** Where a switch over the feed kinds ends: a kind added to `FEED_KINDS` without its case does not compile. */
export function unknownFeedKind(feed: never): never {
  throw new Error(`Unknown feed kind: ${String((feed as { kind?: unknown }).kind)}`);
}
