/**
 * What a parent calls a file's type ("PDF", "Word"), from its MIME type: shown on file cards so a
 * tap's download is no surprise. Worked out on the server, so the browser carries no MIME table.
 */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.ms-powerpoint': 'PowerPoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
};

/** The type's everyday name; else the MIME subtype in capitals ("PNG"); null when unknown. */
export function fileTypeName(contentType: string | null | undefined): string | null {
  if (!contentType) return null;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return TYPE_NAMES[type] ?? (type.split('/').pop()?.toUpperCase() || null);
}
