/**
 * The interface strings' placeholders (`{count}`, `{title}`) filled in browser and server alike.
 * An ICU plural label picks its form with `Intl.PluralRules`, so no message-format library ships.
 */
export function fillLabel(
  template: string,
  values: Readonly<Record<string, string | number>>,
  locale?: string,
) {
  return pluralForm(template, values, locale).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

// The chosen form of a label that is a single plural, `#` filled; any other label unchanged.
function pluralForm(
  template: string,
  values: Readonly<Record<string, string | number>>,
  locale: string | undefined,
): string {
  const head = /^\{(\w+),\s*plural,/.exec(template);
  if (!head || !template.endsWith('}')) return template;
  const name = head[1] as string;
  const count = Number(values[name]);
  if (!(name in values) || !Number.isFinite(count)) return template;
  const options = new Map<string, string>();
  const end = template.length - 1;
  let at = head[0].length;
  while (at < end) {
    const selector = /^\s*(=?\w+)\s*\{/.exec(template.slice(at, end));
    if (!selector) break;
    at += selector[0].length;
    const start = at;
    let depth = 1;
    while (at < end && depth > 0) {
      if (template[at] === '{') depth += 1;
      else if (template[at] === '}') depth -= 1;
      at += 1;
    }
    if (depth !== 0) return template;
    options.set(selector[1] as string, template.slice(start, at - 1));
  }
  const category = locale ? new Intl.PluralRules(locale).select(count) : 'other';
  const form = options.get(`=${count}`) ?? options.get(category) ?? options.get('other');
  if (form === undefined) return template;
  const number = locale ? new Intl.NumberFormat(locale).format(count) : String(count);
  return form.replace(/#/g, number);
}
