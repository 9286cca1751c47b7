import { z } from 'zod';
import { listOrEmpty } from './null-as-empty';

/** A file document in `files-index` (docs/behaviour.md#entity-file). */
export const fileSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  contentType: z.string().nullable().default(null),
  size: z.number().nullable().default(null),
  categories: listOrEmpty(z.string()),
  tags: listOrEmpty(z.string()),
  owners: listOrEmpty(z.string()),
  organizationIds: listOrEmpty(z.string()),
  modifiedDateTime: z.string().nullable().default(null),
  '@search.score': z.number().optional(),
});
export type FileDocument = z.infer<typeof fileSchema>;
