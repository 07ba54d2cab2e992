/** Placeholder until this group's calls are written. */
export const authCalls = {} as const;
