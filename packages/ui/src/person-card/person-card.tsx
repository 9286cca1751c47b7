import type { Person } from '@district/core/entities/person';
import * as card from '../card/card.css';

/** Props of {@link PersonCard}. */
export interface PersonCardProps {
  /** `id` is the CMS person id: the contact form's recipient. */
  person: Pick<Person, 'id' | 'displayName' | 'title' | 'phone' | 'photoUrl'> & {
    employee?: Pick<NonNullable<Person['employee']>, 'jobTitles' | 'office'> | null;
  };
  headingLevel?: 3 | 4;
  /** The contact link's text for `name`, in the reader's language (English by default). */
  messageLabel?: (name: string) => string;
}

/** The contact link's text in English. */
export const sendMessageLabel = (name: string) => `Send ${name} a message`;

/** The contact form's address for a recipient: a CMS person or group id (the route's contract). */
export function contactUrl(recipientId: string): string {
  return `/contact?to=${encodeURIComponent(recipientId)}`;
}

/**
 * A person: name, job title, phone, and a link to the contact form. No e-mail address is printed,
 * so staff addresses are not harvested from the page; the form sends the message.
 */
export function PersonCard({
  person,
  headingLevel = 3,
  messageLabel = sendMessageLabel,
}: PersonCardProps) {
  const Heading = `h${headingLevel}` as const;
  const jobTitle = person.title ?? person.employee?.jobTitles?.[0] ?? null;
  return (
    <article className={card.root}>
      {person.photoUrl ? (
        <img className={card.portrait} src={person.photoUrl} alt="" width={64} height={64} />
      ) : null}
      <Heading className={card.title}>{person.displayName}</Heading>
      {jobTitle ? <p className={card.meta}>{jobTitle}</p> : null}
      <div className={card.details}>
        {person.phone ? (
          <p className={card.detail}>
            <a className={card.action} href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>
              {person.phone}
            </a>
          </p>
        ) : null}
        <p className={card.detail}>
          <a className={card.action} href={contactUrl(person.id)}>
            {messageLabel(person.displayName)}
          </a>
        </p>
      </div>
    </article>
  );
}
