/** Placeholder until this group's calls are written. */
export const formsCalls = {} as const;
