/** A contest id of a route param, or null when the param is not one. */
export const cidOf = (text: string): number | null => (/^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null);
