/**
 * Resolves in a task of its own: work split at these points runs as several short tasks instead of one long one, which
 * on a slow phone would hold up a tap that comes meanwhile.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
