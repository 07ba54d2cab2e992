/** Placeholder until this group's calls are written. */
export const tripsCalls = {} as const;
