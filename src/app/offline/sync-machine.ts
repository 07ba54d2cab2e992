import { assign, createActor, fromPromise, setup } from 'xstate';
import { OUTBOX_SENT_MESSAGE } from './local-db.ts';
import type { OutboxEntry } from './records.ts';
import { flushOutbox, notifySent, onEnqueued } from './outbox.ts';
import { subscribeSessionToken } from '../lib/session-token.ts';

const MAX_BACKOFF_MS = 60_000;
const POLL_MS = 30_000;

/** Sends the outbox: at start, after every change, when the browser comes online or back into view; backs off on failure. */
export const syncMachine = setup({
  types: { context: {} as { failures: number; again: boolean }, events: {} as { type: 'WAKE' } },
  actors: { flush: fromPromise(async () => flushOutbox()) },
  delays: { backoff: ({ context }) => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** context.failures) },
}).createMachine({
  id: 'sync',
  initial: 'sending',
  context: { failures: 0, again: false },
  states: {
    idle: { on: { WAKE: { target: 'sending', actions: assign({ again: false }) } } },
    sending: {
      invoke: {
        src: 'flush',
        onDone: [
          {
            guard: ({ event, context }) => event.output === 'done' && context.again,
            target: 'sending',
            reenter: true,
            actions: assign({ failures: 0, again: false }),
          },
          { guard: ({ event }) => event.output === 'done', target: 'idle', actions: assign({ failures: 0 }) },
          { target: 'waiting', actions: assign({ failures: ({ context }) => context.failures + 1 }) },
        ],
        onError: { target: 'waiting', actions: assign({ failures: ({ context }) => context.failures + 1 }) },
      },
      // A change queued after the pass read its last entry would wait for the next wake: one more pass picks it up.
      on: { WAKE: { actions: assign({ again: true }) } },
    },
    waiting: { after: { backoff: 'sending' }, on: { WAKE: 'sending' } },
  },
});

let started = false;

/** Starts the one sync driver of this tab. */
export function startSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const actor = createActor(syncMachine).start();
  const wake = () => actor.send({ type: 'WAKE' });
  onEnqueued(wake);
  // Changes kept while signed out go once the user signs in again.
  subscribeSessionToken(wake);
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') wake();
  });
  window.setInterval(wake, POLL_MS);
  navigator.serviceWorker?.addEventListener(
    'message',
    (event: MessageEvent<{ type?: string; sent?: { entry: OutboxEntry; answer: unknown }[] }>) => {
      if (event.data.type !== OUTBOX_SENT_MESSAGE) return;
      for (const { entry, answer } of event.data.sent ?? []) void notifySent(entry, answer);
    },
  );
}
