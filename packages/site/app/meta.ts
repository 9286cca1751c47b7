/** Page metadata shared by route modules; `meta` runs in the browser, so nothing server-only. */
type RootMatch = { id: string; data: unknown };

function siteName(matches: readonly RootMatch[]): string {
  const root = matches.find((m) => m.id === 'root')?.data as
    | {
        chrome?: {
          organization?: { title?: string } | null;
          org?: { name?: string };
          preview?: boolean;
        };
      }
    | undefined;
  return root?.chrome?.organization?.title ?? root?.chrome?.org?.name ?? '';
}

function isPreview(matches: readonly RootMatch[]): boolean {
  const root = matches.find((m) => m.id === 'root')?.data as
    | { chrome?: { preview?: boolean } }
    | undefined;
  return Boolean(root?.chrome?.preview);
}

/** Title `{page} | {site}` (the site alone on the home page), description, robots in preview. */
export function metaFor(
  matches: readonly RootMatch[],
  page: { title?: string | null; metaDescription?: string | null } | null,
) {
  const name = siteName(matches);
  const tags: Record<string, string>[] = [
    { title: page?.title ? `${page.title} | ${name}` : name },
  ];
  if (page?.metaDescription) tags.push({ name: 'description', content: page.metaDescription });
  if (isPreview(matches)) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  return tags;
}
