import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { requestFormMachine, type SubmitOutcome } from './request-form-machine.ts';

function start(submit: (values: Record<string, unknown>) => Promise<SubmitOutcome>) {
  const actor = createActor(
    requestFormMachine.provide({ actors: { submit: fromPromise(({ input }) => submit(input)) } }),
  );
  actor.start();
  return actor;
}

describe('the request form machine', () => {
  it('goes from edit through submitting to sent, handing the values to the submit', async () => {
    const seen: Record<string, unknown>[] = [];
    const actor = start(async (values) => {
      seen.push(values);
      return 'sent';
    });
    expect(actor.getSnapshot().value).toBe('edit');
    actor.send({ type: 'SUBMIT', values: { title: 'Sklep' } });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('sent');
    expect(seen).toEqual([{ title: 'Sklep' }]);
  });

  it('ends queued when the request waits for a connection', async () => {
    const actor = start(async () => 'queued');
    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('queued');
  });

  it('keeps the form after a refusal with the reason, and may be sent again', async () => {
    let attempt = 0;
    const actor = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('refused');
      return 'sent';
    });
    actor.send({ type: 'SUBMIT', values: {} });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toBe('refused');
    actor.send({ type: 'SUBMIT', values: {} });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('sent');
    expect(attempt).toBe(2);
  });

  it('ignores a second submit while submitting', async () => {
    let calls = 0;
    let finish: (outcome: SubmitOutcome) => void = () => undefined;
    const actor = start(() => {
      calls += 1;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    actor.send({ type: 'SUBMIT', values: {} });
    actor.send({ type: 'SUBMIT', values: {} });
    finish('sent');
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toBe(1);
  });
});
