/** Latency figures of one run, in ms, and its rate. */
export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  non2xx: number;
}

export type Side = 'before' | 'after';
export type BySide<T> = Partial<Record<Side, T>>;

const ms = (n: number) => n.toFixed(n >= 100 ? 0 : 1);
const cell = (figures: Latency | undefined, width: number) =>
  figures
    ? `${`${ms(figures.p50)}/${ms(figures.p95)}/${ms(figures.p99)}`.padStart(width)} ${figures.rps.toFixed(0).padStart(7)}`
    : `${'—'.padStart(width)} ${''.padStart(7)}`;

/**
 * `call | before p50/p95/p99 req/s | after p50/p95/p99 req/s` and any further columns the rows bring (`extra`, under
 * `extraHeading`).
 */
export function printSideBySide(
  rows: readonly { name: string; figures: BySide<Latency>; extra?: string }[],
  sides: readonly Side[],
  extraHeading = '',
): void {
  const width = 20;
  const heading = sides.map((side) => `${`${side} p50/p95/p99 ms`.padStart(width)} ${'req/s'.padStart(7)}`).join(' | ');
  console.log(`    ${'call'.padEnd(12)} ${heading}${extraHeading ? ` | ${extraHeading}` : ''}`);
  for (const row of rows) {
    const cells = sides.map((side) => cell(row.figures[side], width)).join(' | ');
    console.log(`    ${row.name.padEnd(12)} ${cells}${row.extra ? ` | ${row.extra}` : ''}`);
    for (const side of sides) {
      const bad = row.figures[side]?.non2xx ?? 0;
      if (bad > 0) console.log(`    warning: ${bad} answers of ${row.name} (${side}) were not 2xx`);
    }
  }
}

/** Rows of one figure per side: `name | before | after`. */
export function printFigures(rows: readonly { name: string; values: BySide<string> }[], sides: readonly Side[]): void {
  console.log(`    ${''.padEnd(34)} ${sides.map((side) => side.padStart(10)).join(' ')}`);
  for (const row of rows)
    console.log(`    ${row.name.padEnd(34)} ${sides.map((side) => (row.values[side] ?? '—').padStart(10)).join(' ')}`);
}
