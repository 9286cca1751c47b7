import { z } from 'zod';

/** An event document in `events-index` (docs/behaviour.md#entity-event). Dates are ISO 8601. */
export const eventSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  calendarId: z.string(),
  title: z.string(),
  summary: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  location: z.string().nullable().default(null),
  allDay: z.boolean().default(false),
  ownerOrganizationId: z.string().nullable().default(null),
  '@search.score': z.number().optional(),
});
export type CalendarEvent = z.infer<typeof eventSchema>;
