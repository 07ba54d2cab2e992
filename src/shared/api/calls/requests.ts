/** Placeholder until this group's calls are written. */
export const requestsCalls = {} as const;
