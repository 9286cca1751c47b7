/**
 * How search text becomes terms, the way Azure AI Search's standard analyzer splits it: lower
 * case, broken at anything that is not a letter or a digit. The embedded search, the fake Azure
 * service of the tests and the spelling rules all use this one splitter.
 */

/** Lower-cased words of `text`. */
export function analyzeText(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}

/**
 * The edit distance of Damerau and Levenshtein (insertions, deletions, substitutions and
 * transpositions of two neighbours, each one edit), the measure of Lucene's fuzzy `term~n`.
 * Stops early: any answer above `max` is returned as `max + 1`.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const above = rows[i - 1] as number[];
      let value = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (i > 0 && best > max) return max + 1;
    rows.push(row);
  }
  return Math.min((rows[a.length] as number[])[b.length] as number, max + 1);
}
