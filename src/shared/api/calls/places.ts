/** Placeholder until this group's calls are written. */
export const placesCalls = {} as const;
