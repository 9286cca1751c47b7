/**
 * An e-mail address as logs may show it: its first character and its domain (`p…@example.org`),
 * enough to tell a district's own test address from a family's, never enough to write to it.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '…';
  return `${Array.from(address)[0]}…${address.slice(at)}`;
}
