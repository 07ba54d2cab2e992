import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cmsFormMachine, type CmsFormSubmission } from './cms-form-machine.ts';

const run = (submit: (values: CmsFormSubmission) => Promise<void>) =>
  createActor(
    cmsFormMachine.provide({
      actors: { submit: fromPromise(({ input }: { input: CmsFormSubmission }) => submit(input)) },
    }),
  ).start();

describe('cmsFormMachine', () => {
  it('sends the values and ends in success', async () => {
    const submit = vi.fn(async () => undefined);
    const actor = run(submit);
    actor.send({ type: 'SUBMIT', values: { name: 'Jana' } });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (state) => state.status === 'done');
    expect(actor.getSnapshot().value).toBe('success');
    expect(submit).toHaveBeenCalledWith({ name: 'Jana' });
  });

  it('shows the failure, ignores a second submit while sending and may be sent again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    const submit = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    const actor = run(submit);
    actor.send({ type: 'SUBMIT', values: { name: 'A' } });
    actor.send({ type: 'SUBMIT', values: { name: 'B' } });
    fail(new Error('status ERROR'));
    await waitFor(actor, (state) => state.matches('failed'));
    expect(submit).toHaveBeenCalledTimes(1);
    actor.send({ type: 'SUBMIT', values: { name: 'C' } });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submit).toHaveBeenLastCalledWith({ name: 'C' });
  });
});
