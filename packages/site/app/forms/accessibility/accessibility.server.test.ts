import { createEmbeddedCms } from '@district/data/embedded/embedded-cms';
import type { CmsPort } from '@district/data/ports';
import { describe, expect, it } from 'vitest';
import { FORM_STRINGS } from '../../server/strings/form-strings.server';
import { testContext } from '../../server/testing/site-services';
import { bundle, formServices, ONE_LINE, post } from '../testing/form-posts';
import { loadAccessibilityPage, submitAccessibilityForm } from './accessibility.server';

describe('a single-line field', () => {
  it.each([
    ['reporterName', 'Ana\r\nFlores'],
    ['reporterEmail', 'ana@example.org\r\nBcc: x@example.org'],
    ['pageUrl', '/about-us\u001b'],
    ['assistiveTechnology', 'NVDA\u0007'],
  ])('refuses a control character in the accessibility form’s %s', async (field, value) => {
    const { services, issues } = formServices();
    const { ctx, form } = post(services, '/accessibility', {
      pageUrl: '/about-us',
      description: 'The table has no headers.\r\nNot for my screen reader.',
      [field]: value,
    });
    const result = await submitAccessibilityForm(ctx, form);
    expect(result.fieldErrors).toEqual({ [field]: ONE_LINE });
    expect(issues).toEqual([]);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/about-us',
    '//evil.example/about-us',
  ])('refuses a page address that is not one of this site’s: %s', async (pageUrl) => {
    const { services, issues } = formServices();
    const { ctx, form } = post(services, '/accessibility', {
      pageUrl,
      description: 'The table has no headers.',
    });
    const result = await submitAccessibilityForm(ctx, form);
    expect(result.fieldErrors).toEqual({
      pageUrl: 'Give the address of a page on this site, or the page’s title.',
    });
    expect(result.values.pageUrl).toBe(pageUrl);
    expect(issues).toEqual([]);
  });

  it.each(['/about-us', 'The calendar page'])(
    'takes a path or a title as the page: %s',
    async (pageUrl) => {
      const { services, issues } = formServices();
      const { ctx, form } = post(services, '/accessibility', {
        pageUrl,
        description: 'The table has no headers.',
      });
      expect((await submitAccessibilityForm(ctx, form)).status).toBe('sent');
      expect(issues).toHaveLength(1);
    },
  );

  it('takes a full address of this site', async () => {
    const { services } = formServices();
    const { ctx, form } = post(services, '/accessibility', {
      pageUrl: '',
      description: 'The table has no headers.',
    });
    form.set('pageUrl', `${ctx.url.origin}/about-us?lang=es`);
    expect((await submitAccessibilityForm(ctx, form)).status).toBe('sent');
  });

  it('keeps line breaks in a message, and says so in every hand-written language', async () => {
    const { services, issues } = formServices();
    const { ctx, form } = post(services, '/accessibility', {
      pageUrl: '/about-us',
      description: 'The table has no headers.\r\nNot for my screen reader.',
      reporterName: '  Ana Flores\r\n',
    });
    expect((await submitAccessibilityForm(ctx, form)).status).toBe('sent');
    expect(issues).toEqual([
      {
        pageUrl: '/about-us',
        description: 'The table has no headers.\nNot for my screen reader.',
        reporterName: 'Ana Flores',
      },
    ]);
    expect(FORM_STRINGS.english.oneLine).toBe(ONE_LINE);
    for (const labels of Object.values(FORM_STRINGS.handWritten)) {
      expect(labels.oneLine).toMatch(/\S/);
      expect(labels.oneLine).not.toBe(ONE_LINE);
    }
  });
});

describe('the accessibility page', () => {
  /** A CMS that answers nothing: every read fails. */
  const downCms = (): CmsPort =>
    new Proxy({} as CmsPort, {
      get: () => () => Promise.reject(new Error('CMS down')),
    });

  it('has its CMS page when there is one', async () => {
    const { services } = formServices();
    const data = await loadAccessibilityPage(testContext(services, { path: '/accessibility' }));
    expect(data.page?.path).toBe('/accessibility');
  });

  it('is the form alone when the CMS fails, or has no such page, and says so in the log', async () => {
    const cms: CmsPort = { ...createEmbeddedCms(bundle), getPageByPath: async () => null };
    for (const services of [
      formServices(bundle, downCms()).services,
      formServices(bundle, cms).services,
    ]) {
      const data = await loadAccessibilityPage(testContext(services, { path: '/accessibility' }));
      expect(data).toMatchObject({ page: null, messages: [], feeds: [] });
      expect(services.logger.entries.map((entry) => entry.message)).toContainEqual(
        expect.stringMatching(/^Accessibility page: .+, the form alone$/),
      );
    }
  });

  it('takes a report when the CMS is down', async () => {
    const { services, issues } = formServices(bundle, downCms());
    const { ctx, form } = post(services, '/accessibility', {
      pageUrl: '/about-us',
      description: 'The table has no headers.',
    });
    expect((await submitAccessibilityForm(ctx, form)).status).toBe('sent');
    expect(issues).toHaveLength(1);
  });
});
