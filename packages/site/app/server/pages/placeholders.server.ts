/** Placeholder substitution in CMS text (docs/behaviour.md#entity-message). */
import type { Message } from '@district/core/entities/message';
import type { Organization } from '@district/core/entities/organization';
import type { Page } from '@district/core/entities/page';
import { applyPlaceholders } from '@district/core/messages/placeholders';
import { messageUrl } from '@district/core/search/site-search';

/** The placeholder context: the current organization and page (`$organization.title`, `$page.title`). */
export function placeholderContext(
  organization: Organization | null,
  page: Pick<Page, 'title' | 'path'>,
) {
  return { organization: organization ?? {}, page: { title: page.title, path: page.path.path } };
}

/** A message's placeholders filled wherever it is shown, as on its own page. */
export function withPlaceholders<
  T extends Pick<Message, 'title' | 'summary' | 'bodyHtml' | 'channels' | 'slug'>,
>(message: T, organization: Organization | null, path = messageUrl(message)): T {
  return applyPlaceholders(
    message,
    placeholderContext(organization, { title: message.title, path: { path } }),
  );
}
