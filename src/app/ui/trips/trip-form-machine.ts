import { fromPromise, setup } from 'xstate';

export interface TripFormValues {
  title: string;
  description: string;
}

/**
 * The create / edit trip modal (spec 01 §4): editing, then saving with the button disabled; success closes and runs
 * the callback, a failure returns to editing with the modal open and no message (spec 01 §8: only logged).
 */
export const tripFormMachine = setup({
  types: { events: {} as { type: 'SUBMIT'; values: TripFormValues } | { type: 'CLOSE' } },
  actors: { save: fromPromise<void, TripFormValues>(async () => undefined) },
  actions: { logFailure: (_, error: unknown) => console.error('Saving the trip failed', error) },
}).createMachine({
  id: 'tripForm',
  initial: 'editing',
  states: {
    editing: { on: { SUBMIT: 'saving', CLOSE: 'closed' } },
    saving: {
      invoke: {
        src: 'save',
        input: ({ event }) => (event.type === 'SUBMIT' ? event.values : { title: '', description: '' }),
        onDone: 'saved',
        onError: {
          target: 'editing',
          actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
});
