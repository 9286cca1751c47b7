import { z } from 'zod';

/*
 * CMS and index records write "nothing" as `null` as often as they leave a field out (a GraphQL
 * jsonb column, an index document written by another tool), and `.default()` only fills a
 * missing field. These read null and missing alike, so an empty value never drops a record;
 * a value of the wrong kind (a list of numbers) is still refused.
 */
function nullAsEmpty<T extends z.ZodType>(schema: T, empty: () => z.output<T>) {
  return schema.nullish().transform((value): z.output<T> => value ?? empty());
}

/** A list whose `null` or missing value reads as `[]`. */
export function listOrEmpty<T extends z.ZodType>(item: T) {
  return nullAsEmpty(z.array(item), () => []);
}

/** A text whose `null` or missing value reads as `''`. */
export function textOrEmpty() {
  return nullAsEmpty(z.string(), () => '');
}
