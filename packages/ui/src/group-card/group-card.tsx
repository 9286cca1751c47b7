import type { Group } from '@district/core/entities/group';
import * as card from '../card/card.css';
import { contactUrl, sendMessageLabel } from '../person-card/person-card';

/** Props of {@link GroupCard}. */
export interface GroupCardProps {
  group: Pick<
    Group,
    | 'id'
    | 'title'
    | 'description'
    | 'contactPhone'
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
  /** The contact link's text for `name`, in the reader's language (English by default). */
  messageLabel?: (name: string) => string;
  /** The link's text when the group's own link has none, for `title` (English by default). */
  moreAboutLabel?: (title: string) => string;
}

/** A department or office: what it does, where and when, its phone, and the contact form. */
export function GroupCard({
  group,
  headingLevel = 3,
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
          <address className={`${card.meta} ${card.address}`}>
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
            <a className={card.action} href={`tel:${group.contactPhone.replace(/[^\d+]/g, '')}`}>
              {group.contactPhone}
            </a>
          </p>
        ) : null}
        <p className={card.detail}>
          <a className={card.action} href={contactUrl(group.id)}>
            {messageLabel(group.title)}
          </a>
        </p>
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
