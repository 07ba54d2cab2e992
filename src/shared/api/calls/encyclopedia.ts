/** Placeholder until this group's calls are written. */
export const encyclopediaCalls = {} as const;
