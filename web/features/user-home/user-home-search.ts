import * as v from 'valibot';
import { dropped, searchText } from '../../lib/search-values';

/** Search params of /user-home (part 1 §2: query uid or username); empty values are dropped. */
export const UserHomeSearch = v.object({
  uid: dropped(v.pipe(searchText, v.nonEmpty(), v.maxLength(64))),
  username: dropped(v.pipe(searchText, v.nonEmpty(), v.maxLength(64))),
});
export type UserHomeSearch = v.InferOutput<typeof UserHomeSearch>;
