/** Placeholder until this group's calls are written. */
export const accountCalls = {} as const;
