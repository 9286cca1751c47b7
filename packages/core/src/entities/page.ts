import { z } from 'zod';
import { pageTranslationSchema } from '../languages/reviewed-translations';
import { pageLinkSchema } from './link';
import { messageSchema } from './message';
import { listOrEmpty } from './null-as-empty';

/** A page reference as it appears in related, children and sibling lists. */
export const pageRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string().optional(),
  path: z.object({ path: z.string() }),
});
export type PageRef = z.infer<typeof pageRefSchema>;

const categoryTitleSchema = z.object({ title: z.string() });

/**
 * `categories[{category {title}}]`, where `category` may also be an array
 * (docs/behaviour.md#entity-page).
 */
export const pageCategorySchema = z.object({
  category: z.union([categoryTitleSchema, z.array(categoryTitleSchema)]),
});

/** A page's override of a configuration default; `value` is a JSON string. */
export const configurationValueSchema = z.object({
  configurationCategory: z.string(),
  configurationName: z.string(),
  value: z.string().nullable(),
});
export type ConfigurationValue = z.infer<typeof configurationValueSchema>;

/** A factoid: a short figure shown on a page ("4,200 students"). */
export const factoidSchema = z.object({
  id: z.string(),
  title: z.string(),
  value: z.string(),
  description: z.string().nullable().default(null),
});

/** A CMS page (docs/behaviour.md#entity-page). */
export const pageSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  metaDescription: z.string().nullable().default(null),
  path: z.object({ path: z.string() }),
  pageType: z.object({ slug: z.string() }),
  pageTypeId: z.string().nullable().default(null),
  factoids: listOrEmpty(factoidSchema),
  parentPage: pageRefSchema.nullable().default(null),
  relatedPages: listOrEmpty(pageRefSchema),
  childrenPages: listOrEmpty(pageRefSchema),
  siblingPages: listOrEmpty(pageRefSchema),
  group: z.object({ id: z.string(), title: z.string() }).nullable().default(null),
  links: listOrEmpty(pageLinkSchema),
  categories: listOrEmpty(pageCategorySchema),
  messages: listOrEmpty(z.object({ message: messageSchema })),
  ownerOrganizationId: z.string(),
  configurationValues: listOrEmpty(configurationValueSchema),
  /** Rich body content of the page (HTML from the CMS). */
  bodyHtml: z.string().nullable().default(null),
  /** Reviewed translations (docs/behaviour.md#reviewed-translations); left out: none. */
  // null and missing alike read as none (undefined), as the embedded CMS leaves the field out.
  translations: z
    .array(pageTranslationSchema)
    .nullish()
    .transform((list) => list ?? undefined)
    .optional(),
});
export type Page = z.infer<typeof pageSchema>;

/*
 * A string field that an index may hold either flattened (`"/about-us"`) or in the page's own
 * shape (`{ path: "/about-us" }`, `{ slug: "landing-page" }`): a page result carries the
 * page's fields (docs/behaviour.md#entity-page), and an index built from the CMS's page objects
 * keeps their shape.
 */
const pathField = z.union([
  z.string(),
  z.object({ path: z.string() }).transform((value) => value.path),
]);
const pageTypeField = z.union([
  z.string(),
  z.object({ slug: z.string() }).transform((value) => value.slug),
]);

/** A page document in `pages-index`: the page's fields plus `summary` and `body`. */
export const pageIndexDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  metaDescription: z.string().nullable().default(null),
  summary: z.string().nullable().default(null),
  body: z.string().nullable().default(null),
  path: pathField,
  pageType: pageTypeField.nullable().default(null),
  ownerOrganizationId: z.string(),
  '@search.score': z.number().optional(),
});
export type PageIndexDocument = z.infer<typeof pageIndexDocumentSchema>;
