import { eventSchema } from '@district/core/entities/event';
import { messageSchema } from '@district/core/entities/message';
import { type Organization, organizationSchema } from '@district/core/entities/organization';
import { describe, expect, it } from 'vitest';
import { eventPlace } from './calendars.server';
import {
  eventJsonLd,
  itemListJsonLd,
  jsonLdScript,
  newsArticleJsonLd,
  organizationJsonLd,
  organizationType,
  pageMeta,
  webPageJsonLd,
} from './structured-data.server';

const DISTRICT_ID = '6f1b2c3d-0000-4000-8000-000000000001';
const SITE = 'https://aspengrove.meadowlarkvalley.org';

function organization(overrides: Partial<Organization> = {}): Organization {
  return organizationSchema.parse({
    id: '6f1b2c3d-0000-4000-8000-000000000101',
    title: 'Aspen Grove Elementary',
    abbreviation: 'AGE',
    parentOrganization: { id: DISTRICT_ID },
    status: 'Published',
    educationLevels: ['Kindergarten', 'Elementary'],
    location: { lat: '39.612345', lon: '-104.987654' },
    address: {
      zip: '80120',
      city: 'Meadowlark',
      state: 'CO',
      street1: '1200 Aspen Way',
      street2: 'Suite 5',
    },
    phone: '(303) 555-0101',
    email: 'aspengrove@meadowlarkvalley.org',
    facebook: 'https://www.facebook.com/AspenGroveElementary',
    instagram: 'not a url',
    twitter: 'https://twitter.com/AGEAspens',
    logoImageUrl: '/brand/age-logo.svg',
    exteriorPhotoUrl: '/brand/age-exterior.jpg',
    primaryColor: '#1d4f91',
    secondaryColor: '#f2a900',
    ...overrides,
  });
}

const school = organization();

describe('organization JSON-LD', () => {
  it('calls a member school a School and the district and intranet EducationalOrganization', () => {
    expect(organizationType(school)).toBe('School');
    expect(organizationType(organization({ parentOrganization: null, educationLevels: [] }))).toBe(
      'EducationalOrganization',
    );
    expect(organizationType(organization({ parentOrganization: null }))).toBe(
      'EducationalOrganization',
    );
    expect(organizationType(organization({ educationLevels: [] }))).toBe('EducationalOrganization');
  });

  it('describes the school with contact details, postal address, coordinates and social profiles', () => {
    expect(organizationJsonLd(school, `${SITE}/`)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'School',
      '@id': `${SITE}/#organization`,
      name: 'Aspen Grove Elementary',
      alternateName: 'AGE',
      url: `${SITE}/`,
      // Raster: the SVG badge drawn as PNG (brand route), the photo as it is.
      logo: `${SITE}/brand/age-logo.png`,
      image: `${SITE}/brand/age-exterior.jpg`,
      telephone: '(303) 555-0101',
      email: 'aspengrove@meadowlarkvalley.org',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1200 Aspen Way, Suite 5',
        addressLocality: 'Meadowlark',
        addressRegion: 'CO',
        postalCode: '80120',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 39.612345, longitude: -104.987654 },
      sameAs: ['https://www.facebook.com/AspenGroveElementary', 'https://twitter.com/AGEAspens'],
    });
  });

  it('leaves out what the organization does not have instead of writing nulls', () => {
    const bare = organizationJsonLd(
      organization({
        address: null,
        location: null,
        phone: null,
        email: null,
        logoImageUrl: null,
        facebook: null,
        twitter: null,
      }),
      SITE,
    );
    for (const key of ['address', 'geo', 'telephone', 'email', 'sameAs', 'faxNumber']) {
      expect(bare).not.toHaveProperty(key);
    }
  });

  it('gives an organization without a raster photo or logo its drawn PNG card and badge', () => {
    const drawn = organizationJsonLd(
      organization({ exteriorPhotoUrl: null, logoImageUrl: '/brand/age-logo.svg' }),
      SITE,
    );
    expect(drawn.image).toBe(`${SITE}/brand/age-share.png`);
    expect(drawn.logo).toBe(`${SITE}/brand/age-logo.png`);
    const photographed = organizationJsonLd(
      organization({ exteriorPhotoUrl: 'https://cdn.example.org/age.JPG?w=1200' }),
      SITE,
    );
    expect(photographed.image).toBe('https://cdn.example.org/age.JPG?w=1200');
  });
});

describe('news article JSON-LD', () => {
  const message = messageSchema.parse({
    id: 'm1',
    title: 'Robotics team heads to state',
    summary: 'The <em>Gearheads</em> qualified.',
    slug: 'robotics-state',
    bodyHtml: '<p>Photo:</p><img alt="" src="/media/robots.jpg"><p>More</p>',
    status: 'Published',
    publishDateTime: '2025-03-05T16:30:00-07:00',
    categories: ['STEM'],
    tags: ['robotics'],
    ownerOrganizationId: school.id,
  });

  it('describes a story with its headline, dates, page, image and publisher', () => {
    const article = newsArticleJsonLd(message, SITE, school);
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Robotics team heads to state',
      description: 'The Gearheads qualified.',
      url: `${SITE}/stories/robotics-state`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/stories/robotics-state` },
      datePublished: '2025-03-05T23:30:00.000Z',
      dateModified: '2025-03-05T23:30:00.000Z',
      inLanguage: 'en',
      image: [`${SITE}/media/robots.jpg`],
      keywords: 'STEM, robotics',
      publisher: {
        '@type': 'School',
        '@id': `${SITE}/#organization`,
        name: 'Aspen Grove Elementary',
        logo: { '@type': 'ImageObject', url: `${SITE}/brand/age-logo.png` },
      },
      author: { name: 'Aspen Grove Elementary' },
    });
  });

  it('points an announcement and a translated page at their own URLs', () => {
    const article = newsArticleJsonLd(message, SITE, school, {
      kind: 'announcements',
      language: 'pt',
    });
    expect(article.url).toBe(`${SITE}/announcements/robotics-state?lang=pt`);
    expect(article.inLanguage).toBe('pt-BR');
  });

  it('takes no SVG for an article, and falls back to the share card without a photo', () => {
    const article = newsArticleJsonLd(
      { ...message, bodyHtml: '<img alt="" src="/media/chart.svg">' },
      SITE,
      organization({ exteriorPhotoUrl: null }),
    );
    expect(article.image).toEqual([`${SITE}/brand/age-share.png`]);
  });

  it('falls back to the school photo when the story has no image', () => {
    const article = newsArticleJsonLd({ ...message, bodyHtml: '<p>No pictures</p>' }, SITE, school);
    expect(article.image).toEqual([`${SITE}/brand/age-exterior.jpg`]);
  });
});

describe('event JSON-LD', () => {
  const concert = eventSchema.parse({
    id: 'e1',
    calendarId: 'aspen-grove-elementary',
    title: 'Winter Concert',
    start: '2025-12-11T18:00:00-07:00',
    end: '2025-12-11T19:00:00-07:00',
    summary: 'Grades 3–5 perform.',
    description: '<p>Grades 3–5 perform in the gym.</p>',
    location: 'Gym',
    ownerOrganizationId: school.id,
  });

  it('gives start and end with their offset, a scheduled in-person status and its own place', () => {
    expect(eventJsonLd(concert, SITE, school, { url: `${SITE}/calendar` })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Winter Concert',
      description: 'Grades 3–5 perform in the gym.',
      startDate: '2025-12-11T18:00:00-07:00',
      endDate: '2025-12-11T19:00:00-07:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      // "Gym" names no address: the school's is not put on it (it may be another building).
      location: { '@type': 'Place', name: 'Gym' },
      organizer: {
        '@type': 'School',
        '@id': `${SITE}/#organization`,
        name: 'Aspen Grove Elementary',
        url: `${SITE}/`,
        logo: { '@type': 'ImageObject', url: `${SITE}/brand/age-logo.png` },
      },
      url: `${SITE}/calendar`,
    });
  });

  it('gives an all-day event its local dates, the last day inclusive', () => {
    const day = {
      ...concert,
      allDay: true,
      start: '2025-03-14T06:00:00Z',
      end: '2025-03-15T06:00:00Z',
    };
    const data = eventJsonLd(day, SITE, school, { timeZone: 'America/Denver' });
    expect(data.startDate).toBe('2025-03-14');
    expect(data.endDate).toBe('2025-03-14');
  });

  it("places an event at its own address, never the organization's", () => {
    const center = eventJsonLd(
      { ...concert, location: 'Family Resource Center, 2700 Education Center Drive' },
      SITE,
      school,
    );
    expect(center.location).toEqual({
      '@type': 'Place',
      name: 'Family Resource Center',
      address: { '@type': 'PostalAddress', streetAddress: '2700 Education Center Drive' },
    });
    expect(center.url).toBe(`${SITE}/calendars/aspen-grove-elementary/e1`);
  });

  it('names the parts of an address written in full', () => {
    const data = eventJsonLd(
      { ...concert, location: 'Aspen Grove Elementary, 1200 Aspen Way, Meadowlark, CO 80120' },
      SITE,
      school,
    );
    expect(data.location).toEqual({
      '@type': 'Place',
      name: 'Aspen Grove Elementary',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1200 Aspen Way',
        addressLocality: 'Meadowlark',
        addressRegion: 'CO',
        postalCode: '80120',
      },
    });
  });

  it("places a school's campus at the school's address", () => {
    const campus = { ...concert, location: 'School campus' };
    const data = eventJsonLd(campus, SITE, school, {
      place: eventPlace(campus, [school]),
    });
    expect(data.location).toEqual({
      '@type': 'Place',
      name: 'Aspen Grove Elementary',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1200 Aspen Way, Suite 5',
        addressLocality: 'Meadowlark',
        addressRegion: 'CO',
        postalCode: '80120',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 39.612345, longitude: -104.987654 },
    });
  });

  it('marks an online event as online with a virtual location', () => {
    const data = eventJsonLd({ ...concert, location: 'Online' }, SITE, school);
    expect(data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(data.location).toEqual({ '@type': 'VirtualLocation', url: `${SITE}/` });
  });

  it('names the school as the place when the event has no location', () => {
    const data = eventJsonLd({ ...concert, location: null }, SITE, school);
    expect((data.location as { name: string }).name).toBe('Aspen Grove Elementary');
  });
});

describe('JSON-LD script escaping', () => {
  it('keeps CMS text from closing the script, yet parses back to the same data', () => {
    const data = {
      '@type': 'NewsArticle',
      headline: '</script><script>alert("x")</script> <!-- Tom & Jerry \u2028 \u2029',
    };
    const script = jsonLdScript(data);
    expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    expect(script.toLowerCase()).not.toContain('</script');
    expect(script).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script)).toEqual(data);
  });

  it('escapes an array of objects too', () => {
    const script = jsonLdScript([{ name: 'a<b' }, { name: 'c>d' }]);
    expect(script).toBe('[{"name":"a\\u003cb"},{"name":"c\\u003ed"}]');
  });
});

describe('page metadata', () => {
  const base = {
    title: 'Enrollment',
    description: 'How to enroll at Aspen Grove.',
    canonicalUrl: `${SITE}/enroll`,
    siteName: 'Aspen Grove Elementary',
    type: 'website' as const,
    locale: 'en',
  };

  it('gives the title, description, canonical link, Open Graph and a summary Twitter card', () => {
    expect(pageMeta(base)).toEqual([
      { title: 'Enrollment' },
      { name: 'description', content: 'How to enroll at Aspen Grove.' },
      { tagName: 'link', rel: 'canonical', href: `${SITE}/enroll` },
      { property: 'og:title', content: 'Enrollment' },
      { property: 'og:description', content: 'How to enroll at Aspen Grove.' },
      { property: 'og:url', content: `${SITE}/enroll` },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'Aspen Grove Elementary' },
      { property: 'og:locale', content: 'en' },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: 'Enrollment' },
      { name: 'twitter:description', content: 'How to enroll at Aspen Grove.' },
    ]);
  });

  it('uses a large-image card and an absolute og:image when the page has an image', () => {
    const meta = pageMeta({
      ...base,
      image: '/brand/age-exterior.jpg',
      imageAlt: 'Aspen Grove Elementary',
      type: 'article',
      locale: 'pt',
    });
    expect(meta).toContainEqual({ property: 'og:image:alt', content: 'Aspen Grove Elementary' });
    expect(meta).toContainEqual({ name: 'twitter:image:alt', content: 'Aspen Grove Elementary' });
    expect(meta).toContainEqual({
      property: 'og:image',
      content: `${SITE}/brand/age-exterior.jpg`,
    });
    expect(meta).toContainEqual({
      name: 'twitter:image',
      content: `${SITE}/brand/age-exterior.jpg`,
    });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'pt_BR' });
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
  });

  it('omits empty descriptions, and adds noindex when asked', () => {
    const meta = pageMeta({ ...base, description: '  ', noIndex: true });
    expect(meta.some((m) => 'name' in m && m.name === 'description')).toBe(false);
    expect(meta.some((m) => 'property' in m && m.property === 'og:description')).toBe(false);
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });
});

describe('list and page JSON-LD', () => {
  it('lists announcements in order as an ItemList of absolute pages', () => {
    const list = itemListJsonLd(
      {
        name: 'Announcements',
        url: `${SITE}/announcements`,
        entries: [
          { name: 'Snow day', url: '/announcements/snow-day' },
          { name: 'Bus routes', url: `${SITE}/announcements/bus-routes` },
        ],
      },
      SITE,
      school,
    );
    expect(list).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: `${SITE}/announcements/snow-day`,
          name: 'Snow day',
        },
        { '@type': 'ListItem', position: 2, url: `${SITE}/announcements/bus-routes` },
      ],
    });
  });

  it('types search results, contact and about pages, with the results as the main entity', () => {
    const results = webPageJsonLd(
      {
        type: 'SearchResultsPage',
        name: 'Results for “bus”',
        url: `${SITE}/search?q=bus`,
        language: 'es',
        entries: [{ name: 'Transportation', url: '/transportation' }],
      },
      SITE,
      school,
    );
    expect(results).toMatchObject({
      '@type': 'SearchResultsPage',
      inLanguage: 'es',
      mainEntity: { '@type': 'ItemList', numberOfItems: 1 },
      isPartOf: { '@type': 'WebSite', url: `${SITE}/` },
    });
    const about = webPageJsonLd(
      { type: 'AboutPage', name: 'About us', url: `${SITE}/about-us` },
      SITE,
      school,
    );
    expect(about).toMatchObject({
      '@type': 'AboutPage',
      about: { '@id': `${SITE}/#organization` },
    });
    expect(about).not.toHaveProperty('mainEntity');
    const contact = webPageJsonLd(
      { type: 'ContactPage', name: 'Send a message', url: `${SITE}/contact` },
      SITE,
      school,
    );
    expect(contact).not.toHaveProperty('about');
  });
});
