/** A timestamp as the API sends it (ISO 8601, UTC), or null. */
export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
