import type { PreviewBannerProps } from './preview-banner';

/** Named examples of {@link PreviewBanner}. */
export const examples = {
  default: { exitUrl: '/about-us' },
} satisfies Record<string, PreviewBannerProps>;
