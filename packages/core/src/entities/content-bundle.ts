import type { ConfigurationItem, OwnedConfigurationItem } from './configuration';
import type { CalendarEvent } from './event';
import type { FileDocument } from './file';
import type { Group } from './group';
import type { MenuItem } from './menu';
import type { MessageIndexDocument } from './message';
import type { Organization } from './organization';
import type { Page, PageIndexDocument } from './page';
import type { Person } from './person';

/**
 * Everything the embedded adapters serve: the bundled demo district in the shapes the remote
 * services use (messages as index documents, with `links` as a JSON string).
 */
export interface ContentBundle {
  organizations: Organization[];
  /** Root menus per organization id. */
  menus: Record<string, MenuItem[]>;
  /** CMS pages of every organization (the home page of each is at path `/`). */
  pages: Page[];
  /** Documents of `pages-index`. */
  pageDocuments: PageIndexDocument[];
  /** Documents of `messages-index`. */
  messages: MessageIndexDocument[];
  /** Documents of `events-index`. */
  events: CalendarEvent[];
  /** Documents of `files-index`. */
  files: FileDocument[];
  people: Person[];
  groups: Group[];
  /**
   * Configuration rows: district-wide (theme, display rules, feed defaults) and, with an
   * `ownerOrganizationId`, an organization's own, which shadow the district's (see
   * configuration/ownership).
   */
  configuration: (ConfigurationItem &
    Partial<Pick<OwnedConfigurationItem, 'ownerOrganizationId'>>)[];
}
