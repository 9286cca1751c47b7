import { Breadcrumb } from '@district/ui/breadcrumb/breadcrumb';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { eventPagePath } from '../calendar-links';
import * as layout from '../components/layout.css';
import { SiteShell } from '../components/site-shell';
import { homeCrumb, useChrome, useFeedFormat } from '../components/use-chrome';
import { inLanguage } from '../components/written';
import { eventItem } from '../feeds/feeds.server';
import { metaFor } from '../meta';
import { pageData, routeHeaders } from '../server/http/http.server';
import { requestContext } from '../server/http/request-context.server';
import { loadShared } from '../server/pages/chrome.server';
import { notFound } from '../server/pages/page.server';
import { seoFor } from '../server/pages/seo.server';
import { writingFor } from '../server/pages/written.server';
import { CALENDAR_ID, eventPlace, placeLine } from '../server/syndication/calendars.server';
import { htmlToPlainText } from '../server/syndication/plain-text.server';
import { eventJsonLd } from '../server/syndication/structured-data.server';
import { findEvent } from '../server/syndication/syndication.server';
import { TranslationBatch } from '../server/translation/translation.server';

const EVENT_ID = /^[A-Za-z0-9-]{1,100}$/;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.meta ?? metaFor(matches, null);

export const headers = routeHeaders;

/** `/calendars/<calendar id>/<event id>`: a feed's event URL (docs/behaviour.md#subscriptions). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const calendarId = params.calendar ?? '';
  const eventId = params.event ?? '';
  if (!CALENDAR_ID.test(calendarId) || !EVENT_ID.test(eventId)) throw notFound();
  const ctx = await requestContext(request, { loadContext: context });
  const [found, organizations] = await Promise.all([
    findEvent(ctx, eventId),
    loadShared(ctx).organizations,
  ]);
  if (!found || found.calendarId !== calendarId) throw notFound();
  const place = eventPlace(found, organizations);
  const event = {
    ...eventItem({ ...found, location: placeLine(place) || null }, writingFor(ctx)),
    // Plain text: the feed's own words, without the CMS's markup.
    description: htmlToPlainText(found.description) || null,
  };
  await new TranslationBatch().add(event, ['title', 'summary', 'location', 'description']).run(ctx);
  const meta = await seoFor(ctx, {
    title: event.title,
    description: event.summary,
    jsonLd: (siteUrl, organization) =>
      organization
        ? eventJsonLd(found, siteUrl, organization, {
            timeZone: ctx.services.org.timeZone,
            url: new URL(eventPagePath(found), siteUrl).toString(),
            place,
          })
        : null,
  });
  return pageData(ctx, { event, meta });
}

export default function EventPage() {
  const { event } = useLoaderData<typeof loader>();
  const chrome = useChrome();
  const format = useFeedFormat();
  const path = eventPagePath(event);
  const times = inLanguage(event.written, format.locale);
  return (
    <SiteShell chrome={chrome}>
      <article>
        <Breadcrumb
          label={chrome.labels.breadcrumb}
          items={[homeCrumb(chrome), { label: event.title, url: path }]}
        />
        <h1 className={layout.title}>{event.title}</h1>
        <p className={layout.lead}>
          <time dateTime={event.start}>{times.day}</time>
          {event.allDay ? (
            ` · ${chrome.labels.allDay}`
          ) : (
            <>
              {' · '}
              <time dateTime={event.start}>{times.start}</time>
              {times.end ? (
                <>
                  {' – '}
                  <time dateTime={event.end}>{times.end}</time>
                </>
              ) : null}
            </>
          )}
        </p>
        {event.location ? <p>{event.location}</p> : null}
        {event.summary && !event.description?.includes(event.summary) ? (
          <p>{event.summary}</p>
        ) : null}
        {event.description ? <p>{event.description}</p> : null}
        <p>
          <a
            className={layout.addToCalendar}
            href={`/events/${encodeURIComponent(event.id)}.ics`}
            download
          >
            {chrome.labels.addToCalendar}
            <span className={layout.visuallyHidden}>: {event.title}</span>
          </a>
        </p>
      </article>
    </SiteShell>
  );
}
