/** Placeholder until this group's calls are written. */
export const eventsCalls = {} as const;
