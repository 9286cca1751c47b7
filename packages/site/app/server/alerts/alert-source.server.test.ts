import type { ContentBundle } from '@district/core/entities/content-bundle';
import { INTRANET_ORGANIZATION_ID } from '@district/core/org/org-config';
import { DEMO_DISTRICT } from '@district/demo-content/district';
import {
  DEMO_DISTRICT_ORGANIZATION,
  DEMO_ORGANIZATIONS,
} from '@district/demo-content/organizations';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteServices } from '../http/services.server';
import {
  demoOrgConfig,
  embeddedContent,
  fakeTranslatorPerTest,
  testServices,
} from '../testing/site-services';
import { createSiteAlertSource } from './alert-source.server';
import { FIXTURE_TITLES, snowMorningContent } from './testing/alert-fixtures';

const DISTRICT = DEMO_DISTRICT_ORGANIZATION;
const SITE = 'https://www.meadowlarkvalley.example';

let bundle: ContentBundle;
beforeAll(() => {
  bundle = snowMorningContent(new Date());
});

function site(
  organization: { id: string; title: string } = DISTRICT,
  env: Record<string, string> = {},
): SiteServices {
  return testServices({
    org: demoOrgConfig(organization.id, organization.title),
    content: embeddedContent(bundle),
    env,
  });
}

describe('the alert source of a site', () => {
  it('offers the site’s alerts as closures and its other notices to those who asked for all, for its own organization', async () => {
    const source = createSiteAlertSource({ services: site(), siteUrl: SITE });
    const revisions = await source.current();
    const byTitle = new Map(revisions.map((r) => [r.revision.title, r]));
    expect(byTitle.get(FIXTURE_TITLES.emergency)?.topic).toBe('closures');
    expect(byTitle.get(FIXTURE_TITLES.urgent)?.topic).toBe('closures');
    expect(byTitle.get(FIXTURE_TITLES.open)?.topic).toBe('closures');
    // An ordinary notice reaches only "every notice"; yesterday's expired closure reaches nobody.
    expect(byTitle.get(FIXTURE_TITLES.floating)?.topic).toBe('all');
    expect(byTitle.has(FIXTURE_TITLES.closure)).toBe(false);
    for (const revision of revisions) expect(revision.organizations).toEqual([DISTRICT.id]);
    // Each revision once, whatever the two searches both found.
    const identifiers = revisions.map((r) => r.revision.identifier);
    expect(new Set(identifiers).size).toBe(identifiers.length);
  });

  it('gives a school’s subscribers the district’s wildcard notices, not the district site’s own', async () => {
    const school = DEMO_ORGANIZATIONS[2];
    if (!school) throw new Error('the demo has schools');
    const source = createSiteAlertSource({ services: site(school), siteUrl: SITE });
    const revisions = await source.current();
    const titles = revisions.map((r) => r.revision.title);
    expect(titles).toContain(FIXTURE_TITLES.emergency);
    // Sent to the district's own site only.
    expect(titles).not.toContain(FIXTURE_TITLES.urgent);
    for (const revision of revisions) expect(revision.organizations).toEqual([school.id]);
  });

  it('follows the district’s configured alert categories', async () => {
    const services = site();
    const narrowed = {
      ...services,
      org: { ...services.org, alerts: { categories: ['Emergency Alert'] } },
    };
    const source = createSiteAlertSource({ services: narrowed, siteUrl: SITE });
    const topics = new Map(
      (await source.current()).map((r) => [r.revision.title, r.topic] as const),
    );
    expect(topics.get(FIXTURE_TITLES.emergency)).toBe('closures');
    expect(topics.get(FIXTURE_TITLES.urgent)).toBe('all');
  });

  it('sends nothing from the intranet', async () => {
    const services = site();
    const intranet = {
      ...services,
      org: { ...services.org, organizationId: INTRANET_ORGANIZATION_ID },
    };
    const source = createSiteAlertSource({ services: intranet, siteUrl: SITE });
    expect(await source.current()).toEqual([]);
  });

  it('renders English with its links and no translation note', async () => {
    const source = createSiteAlertSource({ services: site(), siteUrl: SITE });
    const open = (await source.current()).find((r) => r.revision.title === FIXTURE_TITLES.open);
    const words = await open?.render('en');
    expect(words).toMatchObject({
      title: FIXTURE_TITLES.open,
      body: 'All schools open on a normal schedule; buses run their usual routes.',
      importanceWord: 'Open',
      organizationName: DISTRICT.title,
      detailsUrl: `${SITE}/alerts-and-communication`,
      englishUrl: null,
      dir: 'ltr',
      machineTranslated: false,
    });
    expect(words?.mailWords.footer).toContain(DISTRICT.title);
  });
});

describe('the words of an alert in a subscriber’s language', () => {
  const startTranslator = fakeTranslatorPerTest();

  it('translates once per language and revision, names kept, right-to-left marked', async () => {
    const translator = await startTranslator();
    const source = createSiteAlertSource({
      services: site(DISTRICT, { FUNCTIONS_ENDPOINT: translator.url }),
      siteUrl: SITE,
    });
    const emergency = (await source.current()).find(
      (r) => r.revision.title === FIXTURE_TITLES.emergency,
    );
    if (!emergency) throw new Error('the emergency is an alert');
    const [spanish, again] = await Promise.all([emergency.render('es'), emergency.render('es')]);
    expect(again).toBe(spanish);
    expect(spanish).toMatchObject({
      title: `[es] ${FIXTURE_TITLES.emergency}`,
      // Spanish has a catalog written by people: its importance word is not the machine's.
      importanceWord: 'Emergencia',
      detailsUrl: `${SITE}/?lang=es`,
      englishUrl: `${SITE}/?lang=en`,
      dir: 'ltr',
      machineTranslated: true,
    });
    expect(spanish.body).toContain(DEMO_DISTRICT.name);
    expect(spanish.body).not.toContain(`[es] ${DEMO_DISTRICT.name}`);
    // The e-mail's sentences are the Spanish catalog's, the name filled in as written.
    expect(spanish.mailWords).toMatchObject({
      unsubscribeAction: 'Terminar estos avisos',
      footer: `Recibe este correo porque pidió avisos de ${DISTRICT.title}.`,
    });
    expect(translator.bodies.map((b) => b.to)).toEqual(['es']);

    // A later scan hands the same revision again: its words are remembered, nothing is asked.
    const later = (await source.current()).find(
      (r) => r.revision.identifier === emergency.revision.identifier,
    );
    expect(await later?.render('es')).toEqual(spanish);
    expect(translator.bodies).toHaveLength(1);

    // Somali has no catalog for them: the machine translates them with the alert, names kept.
    const somali = await emergency.render('so');
    expect(somali.mailWords.unsubscribeAction).toBe('[so] Stop these alerts');
    expect(somali.mailWords.footer).toContain(DISTRICT.title);
    expect(somali.mailWords.footer).not.toContain(`[so] ${DISTRICT.title}`);

    const arabic = await emergency.render('ar');
    expect(arabic.dir).toBe('rtl');
    expect(arabic.title).toBe(`[ar] ${FIXTURE_TITLES.emergency}`);
    expect(translator.bodies.map((b) => b.to)).toEqual(['es', 'so', 'ar']);
    expect(source.renders()).toBe(3);
  });

  it('sends English, said to be untranslated, when the translator fails', async () => {
    const translator = await startTranslator();
    translator.setMode({ kind: 'fail', status: 500, message: 'down' });
    const source = createSiteAlertSource({
      services: site(DISTRICT, { FUNCTIONS_ENDPOINT: translator.url }),
      siteUrl: SITE,
    });
    const emergency = (await source.current()).find(
      (r) => r.revision.title === FIXTURE_TITLES.emergency,
    );
    const words = await emergency?.render('vi');
    expect(words?.title).toBe(FIXTURE_TITLES.emergency);
    expect(words?.machineTranslated).toBe(false);
  });
});
