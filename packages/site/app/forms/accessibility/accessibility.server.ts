/**
 * The accessibility issue form's handler (docs/behaviour.md#accessibility-issue): the reported page
 * must be one of this site's; optional fields are sent only when filled.
 */
import { describeError } from '../../server/http/logger.server';
import type { RequestContext } from '../../server/http/request-context.server';
import { EMPTY_PAGE_DATA, loadPage, type PageData } from '../../server/pages/page.server';
import type { FormStringKey } from '../../server/strings/form-strings.server';
import {
  deliver,
  echoOf,
  type FormResult,
  invalidAnswer,
  refusal,
  requestIdOf,
  reserveSend,
  valuesOf,
} from '../form-handler.server';
import { ACCESSIBILITY_FORM, accessibilityFormSchema, isPageOfSite } from './accessibility-schema';

/** Handles an accessibility issue post. */
export async function submitAccessibilityForm(
  ctx: RequestContext,
  form: FormData,
): Promise<FormResult & { retryAfterSeconds?: number }> {
  const submitted = valuesOf(form, [
    'pageUrl',
    'description',
    'reporterName',
    'reporterEmail',
    'assistiveTechnology',
  ]);
  const values = echoOf(submitted);
  const refused = await refusal(ctx, ACCESSIBILITY_FORM, form, values);
  if (refused) return refused;
  const parsed = accessibilityFormSchema
    .refine((report) => isPageOfSite(report.pageUrl, ctx.url.origin), {
      path: ['pageUrl'],
      message: 'pageOfThisSite' satisfies FormStringKey,
    })
    .safeParse(submitted);
  if (!parsed.success) return invalidAnswer(ctx, parsed.error, values);
  const place = await reserveSend(ctx, ACCESSIBILITY_FORM, values, 'reportUnavailable');
  if (!('release' in place)) return place;
  const port = ctx.services.accessibility;
  // The optional fields are sent only when filled.
  const { reporterName, reporterEmail, assistiveTechnology, ...required } = parsed.data;
  return deliver(ctx, ACCESSIBILITY_FORM, values, place, {
    send:
      port &&
      (() =>
        port.submit(
          {
            ...required,
            ...(reporterName ? { reporterName } : {}),
            ...(reporterEmail ? { reporterEmail } : {}),
            ...(assistiveTechnology ? { assistiveTechnology } : {}),
          },
          { signal: ctx.request.signal },
        )),
    unavailable: 'reportUnavailable',
    failure: 'Accessibility issue failed',
  });
}

/** The route's CMS page, or none (logged) when the CMS fails: the form never needs it. */
export async function loadAccessibilityPage(ctx: RequestContext): Promise<PageData> {
  try {
    return await loadPage(ctx, '/accessibility');
  } catch (error) {
    if (error instanceof Response && error.status === 404)
      ctx.services.logger.warn(
        { path: '/accessibility', requestId: requestIdOf(ctx) },
        'Accessibility page: no CMS page, the form alone',
      );
    else
      ctx.services.logger.error(
        { path: '/accessibility', requestId: requestIdOf(ctx), ...describeError(error) },
        'Accessibility page: the CMS failed, the form alone',
      );
    return { ...EMPTY_PAGE_DATA, page: null };
  }
}
