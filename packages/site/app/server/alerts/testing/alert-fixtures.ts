/**
 * A morning after a snow day, for the alert tests: yesterday's closure, today's reopening, an
 * emergency to every site, an urgent notice to the district only, and a notice that is no alert.
 */
import type { ContentBundle } from '@district/core/entities/content-bundle';
import type { MessageIndexDocument } from '@district/core/entities/message';
import { createDemoContent } from '@district/demo-content/content';
import { DEMO_DISTRICT } from '@district/demo-content/district';

const HOUR = 3_600_000;

/** The titles of the fixture notices, by what they are. */
export const FIXTURE_TITLES = {
  closure: 'Schools closed today for snow',
  open: 'Schools open on time today after the snow',
  emergency: 'Shelter in place at Meadowlark High',
  urgent: 'Water main break: buses re-routed on Elm Street',
  floating: 'Winter coat drive this week',
} as const;

/** The demo content with the fixture notices, dated around `now`. */
export function snowMorningContent(now: Date): ContentBundle {
  const bundle = createDemoContent({ now });
  const at = (hours: number) =>
    new Date(Math.floor((now.getTime() + hours * HOUR) / 60_000) * 60_000).toISOString();
  const notice = (
    n: number,
    title: string,
    fields: Omit<Partial<MessageIndexDocument>, 'links'> & { links?: unknown[] },
  ): MessageIndexDocument => ({
    id: `00000000-0000-4000-8000-0000000a1e0${n}`,
    slug: `alert-fixture-${n}`,
    title,
    summary: '',
    bodyHtml: `<p>${title}</p>`,
    status: 'Published',
    publishDateTime: at(-1),
    expireDateTime: at(12),
    channels: ['Notifications'],
    categories: ['Delays and Closures'],
    tags: [],
    destinations: [`*.${DEMO_DISTRICT.domain}`],
    ownerOrganizationId: DEMO_DISTRICT.organizationId,
    isDistrictFeatured: false,
    isFeatured: true,
    ...fields,
    links: JSON.stringify(fields.links ?? []),
  });
  const messages: MessageIndexDocument[] = [
    notice(1, FIXTURE_TITLES.closure, {
      tags: ['Weather Status Closed'],
      summary: 'All schools and offices are closed; all activities are cancelled.',
      publishDateTime: at(-26),
      expireDateTime: at(-14),
    }),
    notice(2, FIXTURE_TITLES.open, {
      tags: ['Weather Status Normal'],
      summary: 'All schools open on a normal schedule; buses run their usual routes.',
      publishDateTime: at(-2),
      links: [{ type: 'Detail Link', url: '/alerts-and-communication', title: 'Details' }],
    }),
    notice(3, FIXTURE_TITLES.emergency, {
      categories: ['Emergency Alert'],
      summary: `${DEMO_DISTRICT.name} asks families not to come to the school; students are safe inside.`,
      publishDateTime: at(-1),
      expireDateTime: at(3),
    }),
    notice(4, FIXTURE_TITLES.urgent, {
      categories: ['Urgent Alert'],
      summary: 'Expect buses on Elm Street up to 15 minutes late.',
      destinations: [`www.${DEMO_DISTRICT.domain}`],
      publishDateTime: at(-3),
    }),
    notice(5, FIXTURE_TITLES.floating, {
      categories: ['Important Notice'],
      summary: 'Bring a coat to any school office.',
    }),
  ];
  const isStatus = (m: MessageIndexDocument) =>
    m.channels.includes('Notifications') && m.categories.includes('Delays and Closures');
  return { ...bundle, messages: [...bundle.messages.filter((m) => !isStatus(m)), ...messages] };
}
