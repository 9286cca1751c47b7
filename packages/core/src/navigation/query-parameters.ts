/**
 * `search` (`?a=1&b=2`, or empty) without the parameters `drop` names, with its leading `?` when
 * anything is left, else empty. The other parameters keep their order and their encoding; empty
 * pairs (`&&`) go. `drop` gets each decoded name and its raw value (null for a bare `name`); a
 * name that does not decode is given as written, so a drop that names parameters keeps it.
 */
export function withoutParameters(
  search: string,
  drop: (name: string, rawValue: string | null) => boolean,
): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return '';
  const kept = query.split('&').filter((pair) => {
    if (pair === '') return false;
    const equals = pair.indexOf('=');
    const raw = equals === -1 ? pair : pair.slice(0, equals);
    const value = equals === -1 ? null : pair.slice(equals + 1);
    let name: string;
    try {
      name = decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      name = raw;
    }
    return !drop(name, value);
  });
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
