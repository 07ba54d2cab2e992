import { fromPromise, setup } from 'xstate';

/** The values sent to /api/saveForm, by field id. */
export type CmsFormSubmission = Record<string, string>;

/**
 * A CMS form (spec 02 §4): editing, then submitting; success replaces the form with its message, a failure shows
 * the global error and keeps the form, which may be sent again.
 */
export const cmsFormMachine = setup({
  types: { events: {} as { type: 'SUBMIT'; values: CmsFormSubmission } },
  actors: { submit: fromPromise<void, CmsFormSubmission>(async () => undefined) },
  actions: { logFailure: (_, error: unknown) => console.warn('Sending the form failed', error) },
}).createMachine({
  id: 'cmsForm',
  initial: 'editing',
  states: {
    editing: { on: { SUBMIT: 'submitting' } },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ event }) => (event.type === 'SUBMIT' ? event.values : {}),
        onDone: 'success',
        onError: {
          target: 'failed',
          actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    failed: { on: { SUBMIT: 'submitting' } },
    success: { type: 'final' },
  },
});
