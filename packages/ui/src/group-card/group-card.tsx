import type { Group } from '@district/core/entities/group';
import * as card from '../card/card.css';
import { contactUrl, sendMessageLabel, telUrl } from '../person-card/person-card';

/** Props of {@link GroupCard}. */
export interface GroupCardProps {
  group: Pick<
    Group,
    | 'id'
    | 'title'
    | 'description'
    | 'contactPhone'
    | 'contactEmail'
    | 'officeHours'
    | 'buildingName'
    | 'addressStreet'
    | 'addressCity'
    | 'addressState'
    | 'addressZip'
    | 'linkUrl'
    | 'linkLabel'
  >;
  headingLevel?: 3 | 4;
  /**
   * Whether the site's contact form works (default true). Where it does not, the card shows the
   * group's e-mail address instead of a link to a form that would say it is not available.
   */
  contactForm?: boolean;
  /** The contact link's text for `name`, in the reader's language (English by default). */
  messageLabel?: (name: string) => string;
  /** The link's text when the group's own link has none, for `title` (English by default). */
  moreAboutLabel?: (title: string) => string;
}

/**
 * A department or office: what it does, where and when, its phone, and the contact form (its
 * e-mail address where the site has no form).
 */
export function GroupCard({
  group,
  headingLevel = 3,
  contactForm = true,
  messageLabel = sendMessageLabel,
  moreAboutLabel = (title) => `More about ${title}`,
}: GroupCardProps) {
  const Heading = `h${headingLevel}` as const;
  const cityLine = [
    group.addressCity,
    [group.addressState, group.addressZip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const address = [group.buildingName, group.addressStreet, cityLine].filter(Boolean);
  return (
    <article className={card.root}>
      <Heading className={card.title}>{group.title}</Heading>
      {group.description ? <p className={card.summary}>{group.description}</p> : null}
      <div className={card.details}>
        {address.length > 0 ? (
          // The address, number and e-mail address stay as written in machine translation.
          <address className={`${card.meta} ${card.address}`} translate="no">
            {address.map((line) => (
              <span key={line} className={card.addressLine}>
                {line}
              </span>
            ))}
          </address>
        ) : null}
        {group.officeHours ? <p className={card.meta}>{group.officeHours}</p> : null}
        {group.contactPhone ? (
          <p className={card.detail}>
            <a className={card.action} href={telUrl(group.contactPhone)} translate="no">
              {group.contactPhone}
            </a>
          </p>
        ) : null}
        {contactForm ? (
          <p className={card.detail}>
            <a className={card.action} href={contactUrl(group.id)}>
              {messageLabel(group.title)}
            </a>
          </p>
        ) : group.contactEmail ? (
          <p className={card.detail}>
            <a className={card.action} href={`mailto:${group.contactEmail}`} translate="no">
              {group.contactEmail}
            </a>
          </p>
        ) : null}
        {group.linkUrl ? (
          <p className={card.detail}>
            <a className={card.action} href={group.linkUrl}>
              {group.linkLabel || moreAboutLabel(group.title)}
            </a>
          </p>
        ) : null}
      </div>
    </article>
  );
}
