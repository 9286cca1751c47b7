import type { LoaderFunctionArgs } from '@remix-run/node';
import { alertCapResponse } from '../server/alerts/alerts.server';
import { requestContext } from '../server/http/request-context.server';

/** `/alerts/<identifier>.cap`: one alert revision as a CAP 1.2 document. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, { api: true, loadContext: context });
  return alertCapResponse(ctx, params.file ?? '');
}
