import { assign, fromPromise, setup } from 'xstate';

/** What became of a submitted request: the server has it, or it waits in the outbox for a connection. */
export type SubmitOutcome = 'sent' | 'queued';

/**
 * A request form (spec 02 §4): edit, submitting, sent, error. Submitting hands the request to the outbox; `sent` when
 * the server took it, `queued` when there is no connection (it is sent later, exactly once), `error` when the server
 * refused it — the form stays, filled, and may be sent again.
 */
export const requestFormMachine = setup({
  types: {
    context: {} as { error: string | null },
    events: {} as { type: 'SUBMIT'; values: Record<string, unknown> } | { type: 'EDIT' },
  },
  actors: { submit: fromPromise<SubmitOutcome, Record<string, unknown>>(async () => 'sent') },
}).createMachine({
  id: 'requestForm',
  initial: 'edit',
  context: { error: null },
  states: {
    edit: { on: { SUBMIT: 'submitting' } },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ event }) => (event.type === 'SUBMIT' ? event.values : {}),
        onDone: [{ guard: ({ event }) => event.output === 'sent', target: 'sent' }, { target: 'queued' }],
        onError: {
          target: 'error',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    error: { on: { SUBMIT: { target: 'submitting', actions: assign({ error: null }) }, EDIT: 'edit' } },
    sent: { type: 'final' },
    queued: { type: 'final' },
  },
});
