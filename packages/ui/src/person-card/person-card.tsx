import type { Person } from '@district/core/entities/person';
import * as card from '../card/card.css';

/** Props of {@link PersonCard}. */
export interface PersonCardProps {
  /** `id` is the CMS person id: the contact form's recipient. */
  person: Pick<Person, 'id' | 'displayName' | 'title' | 'phone' | 'photoUrl'> & {
    employee?: Pick<NonNullable<Person['employee']>, 'jobTitles' | 'office'> | null;
    /** Shown only where the site has no contact form. */
    email?: string | null;
  };
  headingLevel?: 3 | 4;
  /**
   * Whether the site's contact form works (default true). Where it does not, the card shows the
   * person's e-mail address instead of a link to a form that would say it is not available.
   */
  contactForm?: boolean;
  /** The contact link's text for `name`, in the reader's language (English by default). */
  messageLabel?: (name: string) => string;
}

/** The contact link's text in English. */
export const sendMessageLabel = (name: string) => `Send ${name} a message`;

/** The contact form's address for a recipient: a CMS person or group id (the route's contract). */
export function contactUrl(recipientId: string): string {
  return `/contact?to=${encodeURIComponent(recipientId)}`;
}

/** A `tel:` address: the digits and a leading plus of a phone number as written. */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A person: name, job title, phone, and a link to the contact form. Where the site has a form no
 * e-mail address is printed, so staff addresses are not harvested from the page; where it has
 * none, the address is the way to write (a mailto: link).
 */
export function PersonCard({
  person,
  headingLevel = 3,
  messageLabel = sendMessageLabel,
  contactForm = true,
}: PersonCardProps) {
  const Heading = `h${headingLevel}` as const;
  const jobTitle = person.title ?? person.employee?.jobTitles?.[0] ?? null;
  return (
    <article className={card.root}>
      {person.photoUrl ? (
        <img className={card.portrait} src={person.photoUrl} alt="" width={64} height={64} />
      ) : null}
      {/* A person's name, number and address stay as written in machine translation. */}
      <Heading className={card.title} translate="no">
        {person.displayName}
      </Heading>
      {jobTitle ? <p className={card.meta}>{jobTitle}</p> : null}
      <div className={card.details}>
        {person.phone ? (
          <p className={card.detail}>
            <a className={card.action} href={telUrl(person.phone)} translate="no">
              {person.phone}
            </a>
          </p>
        ) : null}
        {contactForm ? (
          <p className={card.detail}>
            <a className={card.action} href={contactUrl(person.id)}>
              {messageLabel(person.displayName)}
            </a>
          </p>
        ) : person.email ? (
          <p className={card.detail}>
            <a className={card.action} href={`mailto:${person.email}`} translate="no">
              {person.email}
            </a>
          </p>
        ) : null}
      </div>
    </article>
  );
}
