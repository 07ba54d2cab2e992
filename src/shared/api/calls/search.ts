/** Placeholder until this group's calls are written. */
export const searchCalls = {} as const;
