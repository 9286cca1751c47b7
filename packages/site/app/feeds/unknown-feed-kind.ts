/** Ends a switch over the feed kinds: a new kind without its case in each does not compile. */
export function unknownFeedKind(feed: never): never {
  throw new Error(`Unknown feed kind: ${String((feed as { kind?: unknown }).kind)}`);
}
