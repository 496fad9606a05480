/** Text for a LIKE / ILIKE pattern that matches itself only: %, _ and \ lose their meaning. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
