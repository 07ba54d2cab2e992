import { describe, expect, it } from 'vitest';
import { LogBudget, oneLine } from './bounded-log.ts';

describe('LogBudget: a bounded number of lines a minute', () => {
  it('writes the first lines of a minute, counts the rest and says how many were left out', () => {
    let now = 0;
    const written: string[] = [];
    const budget = new LogBudget(
      'broken requests',
      (line) => written.push(line),
      3,
      () => now,
    );
    for (let i = 0; i < 10; i += 1) budget.log(`line ${i}`);
    expect(written).toEqual(['line 0', 'line 1', 'line 2']);
    now = 60_000;
    budget.log('next minute');
    expect(written.slice(3)).toEqual(['[server] 7 more broken requests not logged in the last minute', 'next minute']);
  });

  it('says it when the minute ends without another line', async () => {
    const written: string[] = [];
    const budget = new LogBudget('server faults', (line) => written.push(line), 1);
    budget.log('one');
    budget.log('two');
    budget.summarise();
    expect(written).toEqual(['one', '[server] 1 more server faults not logged in the last minute']);
  });
});

describe('oneLine', () => {
  it('keeps a line on one line and short', () => {
    expect(oneLine('POST /a\n[server] forged\u0000', 300)).toBe('POST /a [server] forged ');
    expect(oneLine('x'.repeat(500), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
