import { createDemoContent } from '@district/demo-content/content';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteServices } from '../http/services.server';
import { loadPage } from '../pages/page.server';
import {
  demoOrgConfig,
  embeddedContent,
  fakeTranslatorPerTest,
  testContext,
  testServices,
} from '../testing/site-services';

const DISTRICT_ID = '6f1b2c3d-0000-4000-8000-000000000001';
const ORG = demoOrgConfig(DISTRICT_ID, 'Meadowlark Valley School District');

// The demo district (reviewed Spanish and Vietnamese for /register and /school-closures; a stale
// Spanish review of the free-meals page) through the embedded CMS, translated by the local fake,
// which marks each text it translates "[es] …".
let content: Pick<SiteServices, 'cms' | 'search'>;
beforeAll(() => {
  content = embeddedContent(createDemoContent({ now: new Date(), organizationIds: [DISTRICT_ID] }));
});
const startTranslator = fakeTranslatorPerTest();

async function open(language: string, path: string) {
  const fake = await startTranslator();
  const services = testServices({
    org: ORG,
    content,
    env: { FUNCTIONS_ENDPOINT: fake.url, TRANSLATION_TIMEOUT_MS: '2000' },
  });
  const data = await loadPage(testContext(services, { languageCode: language, path }), path);
  const sent = fake.bodies.flatMap((body) => body.inputs.map((input) => input.text)).join('\n');
  return { data, sent, logger: services.logger };
}

describe('reviewed translations on a page', () => {
  it('serves the district’s Spanish for the enrolment page, with its note, and never sends it to the machine', async () => {
    const { data, sent, logger } = await open('es', '/register');
    expect(data.page?.title).toBe('Inscribirse en la escuela');
    expect(data.page?.bodyHtml).toContain('Las familias nuevas se inscriben en línea');
    expect(data.page?.bodyHtml).not.toContain('[es]');
    expect(data.review?.note.text).toMatch(/^El distrito escolar tradujo esta página/);
    expect(data.review?.note.lang).toBeUndefined();
    expect(data.review?.rest.text).toMatch(/^El resto de esta página/);
    // The message on the page is reviewed too; its call to action is still the machine's.
    const [message] = data.messages;
    expect(message?.heading).toBe('La inscripción para kínder está abierta');
    expect(message?.reviewNote?.text).toBe('Traducido por el distrito escolar');
    expect(message?.callsToAction[0]?.label).toMatch(/^\[es\] /);
    // The English of the reviewed parts never went to the translator; the rest did.
    expect(sent).not.toContain('New families register online');
    expect(sent).not.toContain('Kindergarten registration is open');
    expect(sent).toContain('School Choice');
    // The breadcrumb of the page itself reads as the reviewed title.
    expect(data.breadcrumbs.at(-1)?.label).toBe('Inscribirse en la escuela');
    const record = logger.entries.find((entry) => entry.message === 'Translation batch');
    expect(record?.context).toMatchObject({ language: 'es', reviewed: 6 });
    expect(record?.context.translator).toBeGreaterThan(0);
  });

  it('serves the Vietnamese review in Vietnamese, and the machine in a language without one', async () => {
    const vi = await open('vi', '/school-closures');
    expect(vi.data.page?.title).toBe('Trường đóng cửa và vào học trễ');
    expect(vi.data.review?.note.text).toMatch(/^Học khu đã dịch trang này/);
    const ar = await open('ar', '/school-closures');
    expect(ar.data.page?.title).toBe('[ar] School Closures and Delays');
    expect(ar.data.review ?? null).toBeNull();
  });

  it('machine-translates a page whose English changed after its review, and logs the stale review', async () => {
    const { data, logger } = await open('es', '/food-and-nutrition-services/free-and-reduced');
    expect(data.review ?? null).toBeNull();
    expect(data.page?.title).toBe('[es] Free and Reduced-Price Meals');
    expect(data.page?.bodyHtml).toContain('[es] ');
    expect(data.page?.bodyHtml).not.toContain('cada agosto');
    const stale = logger.entries.find((entry) =>
      entry.message.startsWith('Reviewed translation is stale'),
    );
    expect(stale?.level).toBe('warn');
    expect(stale?.context).toMatchObject({
      language: 'es',
      path: '/food-and-nutrition-services/free-and-reduced',
      kind: 'page',
    });
  });

  it('shows English as written in English, with no note', async () => {
    const { data, sent } = await open('en', '/register');
    expect(data.page?.title).toBe('Register for School');
    expect(data.review ?? null).toBeNull();
    expect(sent).toBe('');
  });
});
