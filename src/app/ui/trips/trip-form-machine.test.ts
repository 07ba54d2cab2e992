import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { tripFormMachine, type TripFormValues } from './trip-form-machine.ts';

const run = (save: (values: TripFormValues) => Promise<void>) =>
  createActor(
    tripFormMachine.provide({ actors: { save: fromPromise(({ input }: { input: TripFormValues }) => save(input)) } }),
  ).start();

describe('tripFormMachine', () => {
  it('saves the submitted values and ends in saved', async () => {
    const save = vi.fn(async () => undefined);
    const actor = run(save);
    actor.send({ type: 'SUBMIT', values: { title: 'Pálava', description: '' } });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (state) => state.status === 'done');
    expect(actor.getSnapshot().value).toBe('saved');
    expect(save).toHaveBeenCalledWith({ title: 'Pálava', description: '' });
  });

  it('returns to editing when saving fails, ignoring a second submit while saving', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    const save = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    const actor = run(save);
    actor.send({ type: 'SUBMIT', values: { title: 'A', description: '' } });
    actor.send({ type: 'SUBMIT', values: { title: 'B', description: '' } });
    fail(new Error('offline'));
    await waitFor(actor, (state) => state.matches('editing'));
    expect(save).toHaveBeenCalledTimes(1);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
