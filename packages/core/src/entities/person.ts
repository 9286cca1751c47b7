import { z } from 'zod';
import { listOrEmpty } from './null-as-empty';

/** A person from GraphQL `people` (docs/behaviour.md#entity-person). */
export const personSchema = z.object({
  /**
   * The CMS people row's uuid (`id: uuid!`): the one identifier the site uses for a person (the
   * feeds' allow and block lists, the contact form's recipient).
   */
  id: z.string(),
  userId: z.string(),
  employeeId: z.string().nullable().default(null),
  profileId: z.string().nullable().default(null),
  displayName: z.string(),
  firstName: z.string().nullable().default(null),
  lastName: z.string().nullable().default(null),
  title: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
  photoUrl: z.string().nullable().default(null),
  biography: z.string().nullable().default(null),
  credentials: z.string().nullable().default(null),
  isPublic: z.boolean().default(true),
  employee: z
    .object({
      office: z.string().nullable().default(null),
      jobTitles: listOrEmpty(z.string()),
      organization: z.object({ title: z.string() }).nullable().default(null),
    })
    .nullable()
    .default(null),
  groups: listOrEmpty(z.object({ groupId: z.string() })),
});
export type Person = z.infer<typeof personSchema>;
