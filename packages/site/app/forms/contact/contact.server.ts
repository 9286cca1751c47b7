/**
 * The contact form's handler (docs/behaviour.md#send-email, docs/behaviour.md#email-validation):
 * the recipient must be one of the district's own, checked before any call to the e-mail service.
 */
import { EMAIL_INVALID_MESSAGE } from '@district/core/errors/catalogue';
import { describeError } from '../../server/http/logger.server';
import type { RequestContext } from '../../server/http/request-context.server';
import { FORM_STRINGS } from '../../server/strings/form-strings.server';
import { loadRouteStrings } from '../../server/strings/route-strings.server';
import { TranslationBatch } from '../../server/translation/translation.server';
import {
  deliver,
  echoOf,
  type FormResult,
  formMessage,
  invalidAnswer,
  refusal,
  requestIdOf,
  reserveSend,
  valuesOf,
} from '../form-handler.server';
import { CONTACT_FORM, contactFormSchema } from './contact-schema';

/** Handles a contact form post. */
export async function submitContactForm(
  ctx: RequestContext,
  form: FormData,
): Promise<FormResult & { retryAfterSeconds?: number }> {
  const submitted = valuesOf(form, ['recipientId', 'senderName', 'senderEmail', 'messageBody']);
  const values = echoOf(submitted);
  const refused = await refusal(ctx, CONTACT_FORM, form, values);
  if (refused) return refused;
  const parsed = contactFormSchema.safeParse(submitted);
  if (!parsed.success) return invalidAnswer(ctx, parsed.error, values);
  // The recipient is a hidden field: refuse any other before the limits and any call.
  const recipient = await checkRecipient(ctx, parsed.data.recipientId);
  if (recipient === 'unknown') {
    const { labels } = await loadRouteStrings(ctx, FORM_STRINGS);
    return {
      status: 'invalid',
      formError: null,
      fieldErrors: { recipientId: labels.chooseWho },
      values,
    };
  }
  if (recipient === 'unverified')
    return {
      status: 'failed',
      ...(await formMessage(ctx, 'contactUnavailable')),
      fieldErrors: {},
      values,
    };
  const place = await reserveSend(ctx, CONTACT_FORM, values, 'contactUnavailable');
  if (!('release' in place)) return place;
  const port = ctx.services.email;
  return deliver(ctx, CONTACT_FORM, values, place, {
    send: port && (() => port.send(parsed.data, { signal: ctx.request.signal })),
    // The sender's own check of the message's fields throws before any call: nothing left.
    notSent: (error) => error instanceof Error && error.message === EMAIL_INVALID_MESSAGE,
    unavailable: 'contactUnavailable',
    failure: 'Contact e-mail failed',
  });
}

/** The CMS person with this id (`id`, the allow list's key), public or not, or null. */
async function findPerson(ctx: RequestContext, id: string) {
  const people = await ctx.services.cms.getPeople(
    // Hidden people too: the contact post must see them to refuse them.
    { limit: 1, allowList: [id], includeNonPublic: true },
    { signal: ctx.request.signal },
  );
  return people.find((p) => p.id === id) ?? null;
}

/**
 * The person a contact form writes to, by CMS person id, for the heading (and the address offered
 * when sending fails); null for anyone else. What a post may write to is checked on sending.
 */
export async function loadRecipient(ctx: RequestContext, recipientId: string) {
  if (!isRecipientId(recipientId)) return null;
  const person = await findPerson(ctx, recipientId).catch(() => null);
  if (!person?.isPublic) return null;
  const recipient = {
    id: person.id,
    name: person.displayName,
    title: person.title,
    email: person.email,
  };
  // The job title is in the reader's language like every card's; the name is left alone.
  await new TranslationBatch().add(recipient, ['title']).run(ctx);
  return recipient;
}

/**
 * Whether a post's recipient is `offered`: a public CMS person or a group of this organization or
 * its district. Anything else is `unknown` and refused; when the CMS cannot say (`unverified`),
 * nothing is sent either and the visitor keeps the message.
 */
async function checkRecipient(
  ctx: RequestContext,
  recipientId: string,
): Promise<'offered' | 'unknown' | 'unverified'> {
  if (!isRecipientId(recipientId)) return 'unknown';
  const signal = ctx.request.signal;
  try {
    const person = await findPerson(ctx, recipientId);
    if (person) return person.isPublic ? 'offered' : 'unknown';
    const siteId = ctx.services.org.organizationId;
    const organizations = await ctx.services.cms.getOrganizations({ signal });
    const parentId = organizations.find((o) => o.id === siteId)?.parentOrganization?.id;
    for (const organizationId of parentId ? [siteId, parentId] : [siteId]) {
      const groups = await ctx.services.cms.getGroups(
        { organizationId, keywords: [], ids: [recipientId], limit: 1 },
        { signal },
      );
      if (groups.some((g) => g.id === recipientId && g.ownerOrganizationId === organizationId))
        return 'offered';
    }
    return 'unknown';
  } catch (error) {
    ctx.services.logger.warn(
      { form: CONTACT_FORM, requestId: requestIdOf(ctx), ...describeError(error) },
      'Contact recipient not checked (CMS failed): not sent',
    );
    return 'unverified';
  }
}

/** Whether a recipient id has a plausible shape (never reflected unescaped either way). */
export function isRecipientId(value: string): boolean {
  return /^[A-Za-z0-9-]{1,100}$/.test(value);
}
