const DAY_MS = 86_400_000;

/** Whole days from one ISO day to another; negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
