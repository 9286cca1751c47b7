/**
 * The interface strings' placeholders (`{count}`, `{title}`, `{name}`) filled in the browser and
 * on the server alike; the strings themselves come translated in the chrome (ui-strings.server.ts).
 */
export function fillLabel(template: string, values: Readonly<Record<string, string | number>>) {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
