import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { syncMachine } from './sync-machine.ts';

describe('syncMachine', () => {
  it('runs one more pass when a change is queued while a pass is under way, then rests', async () => {
    const releases: (() => void)[] = [];
    let passes = 0;
    const actor = createActor(
      syncMachine.provide({
        actors: {
          flush: fromPromise(() => {
            passes += 1;
            return new Promise<'done' | 'retry'>((resolve) => {
              releases.push(() => resolve('done'));
            });
          }),
        },
      }),
    ).start();
    expect(actor.getSnapshot().value).toBe('sending');
    actor.send({ type: 'WAKE' });
    releases[0]?.();
    await waitFor(actor, () => passes === 2);
    releases[1]?.();
    await waitFor(actor, (state) => state.matches('idle'));
    expect(passes).toBe(2);
    actor.stop();
  });

  it('rests after a pass when nothing was queued meanwhile, and waits with backoff after a failed one', async () => {
    const outcomes: ('done' | 'retry')[] = ['retry', 'done'];
    let passes = 0;
    const actor = createActor(
      syncMachine.provide({
        actors: { flush: fromPromise(async () => outcomes[passes++] ?? 'done') },
        delays: { backoff: 10 },
      }),
    ).start();
    await waitFor(actor, (state) => state.matches('waiting'));
    await waitFor(actor, (state) => state.matches('idle'));
    expect(passes).toBe(2);
    actor.stop();
  });
});
