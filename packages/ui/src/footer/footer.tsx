import type { NavigationLink } from '@district/core/navigation/menus';
import type { ReactNode } from 'react';
import type { HeaderLogo } from '../header/header';
import { Icon } from '../icon/icon';
import * as styles from './footer.css';

/** The organization's contact details (core's `Organization`, structurally). */
export interface FooterContact {
  title: string;
  address?: {
    street1: string;
    street2?: string | null;
    city: string;
    state: string;
    zip: string;
  } | null;
  phone?: string | null;
  fax?: string | null;
  email?: string | null;
  hours?: string | null;
}

/**
 * One sentence of the interpreter notice, in its own language: words, and the phone number and
 * e-mail address as links (`href`).
 */
export interface FooterNoticeLine {
  lang: string;
  dir: 'ltr' | 'rtl';
  parts: readonly { text: string; href?: string }[];
}

/**
 * The interpreter notice's sentences, one paragraph each in its own language and direction, the
 * footer's and the language list's alike.
 */
export function NoticeLines({
  lines,
  className,
}: {
  lines: readonly FooterNoticeLine[];
  className?: string;
}) {
  return lines.map((line) => (
    <p key={line.lang} lang={line.lang} dir={line.dir} className={className}>
      {line.parts.map((part, index) =>
        part.href ? (
          // A number or address reads left to right inside a right-to-left sentence.
          <a key={index} href={part.href} dir="ltr">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  ));
}

/** Props of {@link Footer}. */
export interface FooterProps {
  contact: FooterContact;
  /** The Footer Menu (accessibility, non-discrimination…). */
  footerLinks: readonly NavigationLink[];
  /** The Quicklinks Menu. */
  quickLinks?: readonly NavigationLink[];
  /** The Social Menu; each icon link is named by its title. */
  socialLinks?: readonly NavigationLink[];
  /**
   * The secondary website logo (a school's district, a partner), shown under the contact block:
   * the image is the link's only content, so its `logoAlt` names the link.
   */
  logo?: HeaderLogo | null;
  /**
   * The interpreter notice: one sentence per language, each marked with its own `lang` and
   * direction, written by people (`translate="no"`: a page's machine translation leaves it be).
   */
  interpreter?: readonly FooterNoticeLine[];
  /** Extra content for the bottom strip (the language picker). */
  children?: ReactNode;
  labels?: {
    contact?: string;
    quickLinks?: string;
    footerLinks?: string;
    social?: string;
    /** The words before the phone number, fax number and e-mail address (no colon). */
    phone?: string;
    fax?: string;
    email?: string;
  };
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function LinkColumn({ title, links }: { title: string; links: readonly NavigationLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.id}>
            <a className={styles.link} href={link.url}>
              {link.icon ? <Icon name={link.icon} /> : null}
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page footer: contact block, social links, quick links and footer (disclosure) links. */
export function Footer({
  contact,
  footerLinks,
  quickLinks = [],
  socialLinks = [],
  logo,
  interpreter = [],
  children,
  labels = {},
}: FooterProps) {
  const { address } = contact;
  return (
    <footer className={styles.root}>
      {interpreter.length > 0 ? (
        <div className={styles.interpreter} translate="no">
          <NoticeLines lines={interpreter} className={styles.interpreterLine} />
        </div>
      ) : null}
      <div className={styles.inner}>
        <div>
          <h2 className={styles.heading} translate={labels.contact ? undefined : 'no'}>
            {labels.contact ?? contact.title}
          </h2>
          <address className={styles.contact}>
            {/* Names, the address, numbers and addresses stay as written in machine translation. */}
            {address ? (
              <span translate="no">
                <span className={styles.contactLine}>{address.street1}</span>
                {address.street2 ? (
                  <span className={styles.contactLine}>{address.street2}</span>
                ) : null}
                <span
                  className={styles.contactLine}
                >{`${address.city}, ${address.state} ${address.zip}`}</span>
              </span>
            ) : null}
            {contact.phone ? (
              <span className={styles.contactLine}>
                {labels.phone ?? 'Phone'}:{' '}
                <a href={telHref(contact.phone)} translate="no">
                  {contact.phone}
                </a>
              </span>
            ) : null}
            {contact.fax ? (
              <span className={styles.contactLine}>
                {labels.fax ?? 'Fax'}: <span translate="no">{contact.fax}</span>
              </span>
            ) : null}
            {contact.email ? (
              <span className={styles.contactLine}>
                {labels.email ?? 'Email'}:{' '}
                <a href={`mailto:${contact.email}`} translate="no">
                  {contact.email}
                </a>
              </span>
            ) : null}
            {contact.hours ? <span className={styles.contactLine}>{contact.hours}</span> : null}
          </address>
          {socialLinks.length > 0 ? (
            <ul className={styles.social} aria-label={labels.social ?? 'Social media'}>
              {socialLinks.map((link) => (
                <li key={link.id}>
                  <a className={styles.socialLink} href={link.url}>
                    <Icon name={link.icon ?? 'external'} label={link.label} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {logo ? (
            <a className={styles.logoLink} href={logo.logoLink}>
              {/* Sized for the square badges of the bundled content; a wider logo keeps its shape (CSS). */}
              <img
                className={styles.logo}
                src={logo.logoImageUrl}
                alt={logo.logoAlt}
                width={64}
                height={64}
                loading="lazy"
              />
            </a>
          ) : null}
        </div>
        <LinkColumn title={labels.quickLinks ?? 'Quick links'} links={quickLinks} />
        <LinkColumn title={labels.footerLinks ?? 'About this site'} links={footerLinks} />
      </div>
      {children ? <div className={styles.bottom}>{children}</div> : null}
    </footer>
  );
}
