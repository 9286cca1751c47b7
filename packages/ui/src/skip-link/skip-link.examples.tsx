import type { SkipLinkProps } from './skip-link';

/** Named examples of {@link SkipLink}. */
export const examples = {
  default: {},
  customTarget: { targetId: 'content', children: 'Skip to content' },
} satisfies Record<string, SkipLinkProps>;
