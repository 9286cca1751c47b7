import type { Page } from '../entities/page';
import { linksOfType, PLAIN_LINK } from '../messages/render';

/** A related page or link as a template shows it. */
export interface LabelledLink {
  url: string;
  label: string;
}

/**
 * Related pages (docs/behaviour.md#pages): the page's related, children and sibling pages in that
 * order, deduplicated by id. The page itself is left out: siblings often list it, and a link to
 * where the reader already is only adds noise.
 */
export function relatedPages(
  page: Pick<Page, 'id' | 'relatedPages' | 'childrenPages' | 'siblingPages'>,
): LabelledLink[] {
  const seen = new Set<string>([page.id]);
  const result: LabelledLink[] = [];
  for (const ref of [...page.relatedPages, ...page.childrenPages, ...page.siblingPages]) {
    if (seen.has(ref.id)) continue;
    seen.add(ref.id);
    result.push({ url: ref.path.path, label: ref.title });
  }
  return result;
}

/** A related link with its id and tracking code. */
export interface RelatedLink extends LabelledLink {
  id: string;
  trackingCode: string | null;
}

/** Related links: the page's links of type `Link`. */
export function relatedLinks(page: Pick<Page, 'links'>): RelatedLink[] {
  return linksOfType(page.links, PLAIN_LINK).map((link) => ({
    id: link.id,
    url: link.url,
    label: link.title ?? '',
    trackingCode: link.trackingCode,
  }));
}
