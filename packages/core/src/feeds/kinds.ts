/**
 * The five feed kinds, in the order their panels appear. Kept apart from the zod schemas in
 * entities/feed-config.ts so browser code can use the list without shipping zod.
 */
export const FEED_KINDS = ['announcements', 'stories', 'events', 'files', 'people'] as const;

/** One feed kind. */
export type FeedKind = (typeof FEED_KINDS)[number];
