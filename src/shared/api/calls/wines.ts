/** Placeholder until this group's calls are written. */
export const winesCalls = {} as const;
