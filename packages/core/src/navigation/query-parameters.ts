/**
 * `search` (`?a=1&b=2`, or empty) without the parameters `drop` names, with its leading `?` when
 * anything is left, else empty. The other parameters keep their order and their encoding; empty
 * pairs (`&&`) go. A name that does not decode is kept: it is the reader's to name.
 */
export function withoutParameters(search: string, drop: (name: string) => boolean): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return '';
  const kept = query.split('&').filter((pair) => {
    if (pair === '') return false;
    const equals = pair.indexOf('=');
    const raw = equals === -1 ? pair : pair.slice(0, equals);
    let name: string;
    try {
      name = decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      return true;
    }
    return !drop(name);
  });
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
