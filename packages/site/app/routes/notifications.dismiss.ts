import type { ActionFunctionArgs } from '@remix-run/node';
import {
  applyDismissForm,
  dismissedCookie,
  readDismissedIds,
  safeReturnPath,
} from '../server/dismissed-cookie.server';
import { requestContext } from '../server/request-context.server';

/** The no-JavaScript dismiss and toggle-all forms (with JavaScript the browser handles them). */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requestContext(request, { loadContext: context });
  const form = await request.formData();
  const brand = ctx.services.org.brand;
  const ids = applyDismissForm(readDismissedIds(request, brand), form);
  return new Response(null, {
    status: 303,
    headers: {
      Location: safeReturnPath(form.get('returnTo')),
      'Set-Cookie': dismissedCookie(brand, ids, ctx.url.protocol === 'https:'),
      'Cache-Control': 'private, no-store',
    },
  });
}

/** A GET here is a stray link: go home. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: '/' } });
}
