// Plain-text tables for the terminal and CI logs.

/** Milliseconds, shown to the precision that matters. */
export function ms(value) {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
}

/** Bytes as KB (1024). */
export function kb(bytes) {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** Prints rows (objects) under a title, columns in `columns` order (default: the keys seen). */
export function printTable(title, rows, columns) {
  const keys = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (row, key) => String(row[key] ?? '');
  const widths = keys.map((key) =>
    Math.max(key.length, ...rows.map((row) => cell(row, key).length)),
  );
  const line = (values) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(keys));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(keys.map((key) => cell(row, key))));
}
