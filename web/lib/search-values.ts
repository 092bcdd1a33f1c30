import * as v from 'valibot';

/**
 * Building blocks of the pages' search-param schemas. The router parses query values as JSON, so
 * ?keyword=123 arrives as a number and ?onlyMine=true as a boolean; a value that does not fit is
 * dropped rather than failing the page.
 */

/** An optional search value that is dropped, not refused, when it does not fit. */
export function dropped<T extends v.GenericSchema>(schema: T) {
  return v.optional(v.fallback(v.optional(schema), undefined));
}

/** Free text, trimmed; a number the router parsed is turned back into text. */
export const searchText = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => String(x).trim()),
);

/** A switch: true/false, or the strings a hand-written address may carry. */
export const searchFlag = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])]),
  v.transform((x) => x === true || x === 'true' || x === '1'),
);
