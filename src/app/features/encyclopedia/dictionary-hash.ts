/** Spec 01 §2: a dictionary term is opened on the dictionary page by `#d={id}`; anything else opens none. */
export function termIdInHash(hash: string): number | null {
  const match = /^#?d=(\d{1,9})$/.exec(hash.trim());
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

export const termHash = (id: number) => `d=${id}`;
