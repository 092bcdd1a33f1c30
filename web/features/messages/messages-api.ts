import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { MessageType } from '../../../contract/rules/community';
import { api } from '../../lib/api';
import { communityKeys } from '../../lib/community-keys';
import { BOX_META, type MessageBox } from './message-boxes';

const PERSONAL = { discuss: ENDPOINTS.msgComment, reply: ENDPOINTS.msgReply, like: ENDPOINTS.msgLike } as const;
const SYSTEM = { sys: ENDPOINTS.msgSys, mine: ENDPOINTS.msgMine } as const;

/** The message centre's calls (part 1 §7 "Messages"). */
export const messagesApi = {
  clean: (type: MessageType, id?: number) => api.request(ENDPOINTS.msgClean, { query: id === undefined ? { type } : { type, id } }),
};

/*
 * Reading a box marks its page read on the server, and the answer tells which items were unread
 * before. Aborting the request cannot undo the marking, only lose that answer, so the box queries
 * take no abort signal: a box left and opened again before its answer came (or mounted twice by
 * React's development StrictMode) shares the one request in flight instead of asking again, which
 * would answer every item as already read.
 */

/** One page of a box; `read` asks the box's own call, since the personal and the system boxes answer different items. */
function boxPageOptions<Result>(box: MessageBox, page: number, viewer: string | null, read: (query: { currentPage: number; limit: number }) => Promise<Result>) {
  return queryOptions({
    queryKey: [...communityKeys.box(box, page), viewer],
    queryFn: () => read({ currentPage: page, limit: BOX_META[box].pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A page of a comment, reply or like box; loading it marks the page read on the server. */
export const personalBoxOptions = (box: keyof typeof PERSONAL, page: number, viewer: string | null) => boxPageOptions(box, page, viewer, (query) => api.request(PERSONAL[box], { query }));

/** A page of the system or mine box; loading it marks the page read on the server. */
export const systemBoxOptions = (box: keyof typeof SYSTEM, page: number, viewer: string | null) => boxPageOptions(box, page, viewer, (query) => api.request(SYSTEM[box], { query }));

export const isPersonalBox = (box: MessageBox): box is keyof typeof PERSONAL => box in PERSONAL;
