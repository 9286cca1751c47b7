/**
 * Lists, per language, the interface messages its catalog lacks and any message that breaks the
 * catalog checks (docs/contributing.md#translating-the-interface). Exits 1 when a catalog has a
 * broken message; a missing one is only listed (the page gets it by machine translation).
 *
 *   pnpm messages:missing [language…]
 */
import { CATALOGS, ENGLISH_CATALOG } from '../app/server/strings/catalog.server';
import { checkCatalog, missingKeys } from '../app/server/strings/catalog-check.server';

const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = asked.filter((code) => !(code in CATALOGS));
if (unknown.length > 0) {
  console.error(
    `No catalog for ${unknown.join(', ')}; catalogs: ${Object.keys(CATALOGS).join(', ')}`,
  );
  process.exit(2);
}

let broken = 0;
for (const [code, catalog] of Object.entries(CATALOGS)) {
  if (code === 'en' || (asked.length > 0 && !asked.includes(code))) continue;
  const missing = missingKeys(catalog, ENGLISH_CATALOG);
  const problems = checkCatalog(code, catalog, ENGLISH_CATALOG);
  broken += problems.length;
  const total = Object.keys(ENGLISH_CATALOG).length;
  console.log(`${code}: ${total - missing.length}/${total} messages, ${missing.length} missing`);
  for (const key of missing) console.log(`  missing  ${key}`);
  for (const { key, problem } of problems) console.log(`  broken   ${key}: ${problem}`);
}
process.exit(broken > 0 ? 1 : 0);
