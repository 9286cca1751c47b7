import { z } from 'zod';

/** A group (contact) from GraphQL `groups` (docs/behaviour.md#entity-group). */
export const groupSchema = z.object({
  id: z.string(),
  title: z.string(),
  linkLabel: z.string().nullable().default(null),
  linkUrl: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  contactEmail: z.string().nullable().default(null),
  contactPhone: z.string().nullable().default(null),
  officeHours: z.string().nullable().default(null),
  addressZip: z.string().nullable().default(null),
  addressCity: z.string().nullable().default(null),
  addressState: z.string().nullable().default(null),
  addressStreet: z.string().nullable().default(null),
  buildingName: z.string().nullable().default(null),
  ownerOrganizationId: z.string(),
});
export type Group = z.infer<typeof groupSchema>;
