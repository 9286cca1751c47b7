import { z } from 'zod';

/** A file document in `files-index` (SPEC section 3, File). */
export const fileSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  contentType: z.string().nullable().default(null),
  size: z.number().nullable().default(null),
  categories: z.array(z.string()).default([]),
  tags: z.array(z.string()).default([]),
  owners: z.array(z.string()).default([]),
  organizationIds: z.array(z.string()).default([]),
  modifiedDateTime: z.string().nullable().default(null),
  '@search.score': z.number().optional(),
});
export type FileDocument = z.infer<typeof fileSchema>;
