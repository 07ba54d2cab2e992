import { describe, expect, it } from 'vitest';
import { TurnGate } from './turn-gate.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('turn gate', () => {
  it('starts waiting work one piece per event-loop turn, first come first served', async () => {
    const gate = new TurnGate();
    const started: number[] = [];
    const all = [0, 1, 2].map((i) => gate.next().then(() => started.push(i)));
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual([0]);
    await nextTurn();
    expect(started).toEqual([0, 1]);
    await Promise.all(all);
    expect(started).toEqual([0, 1, 2]);
  });
});
