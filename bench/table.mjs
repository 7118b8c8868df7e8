// The one table every part prints: benchmark | ours | baseline | ratio | target | ok.

function cell(value, unit) {
  if (value === null || value === undefined) return '—';
  return unit ? `${value} ${unit}` : String(value);
}

function verdict(ok) {
  if (ok === null) return '—';
  return ok ? 'yes' : 'NO';
}

/** Aligned text table; notes follow, numbered, so the rows stay one line each. */
export function formatTable(rows) {
  const notes = [];
  const lines = rows.map((row) => {
    let name = row.group ? `${row.group}: ${row.name}` : row.name;
    if (row.n) name += ` (n=${row.n})`;
    if (row.note) {
      notes.push(row.note);
      name += ` [${notes.length}]`;
    }
    return [
      name,
      cell(row.ours, row.unit),
      cell(row.baseline, row.unit),
      row.ratio === null ? '—' : `${row.ratio}x`,
      row.target,
      verdict(row.ok),
    ];
  });
  const header = ['benchmark', 'ours', 'baseline', 'ratio', 'target', 'ok'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (line) =>
    line
      .map((text, column) =>
        column === 0 ? text.padEnd(widths[column]) : text.padStart(widths[column]),
      )
      .join('  ')
      .trimEnd();
  const out = [format(header), widths.map((width) => '-'.repeat(width)).join('  ')];
  out.push(...lines.map(format));
  if (notes.length > 0) {
    out.push('');
    notes.forEach((note, index) => {
      out.push(`[${index + 1}] ${note}`);
    });
  }
  return out.join('\n');
}
