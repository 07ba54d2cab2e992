/** Placeholder until this group's calls are written. */
export const contentCalls = {} as const;
