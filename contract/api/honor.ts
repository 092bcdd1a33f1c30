import * as v from 'valibot';
import { HONOR_ADMIN_PAGE_SIZE, HONOR_LIMITS, HONOR_STATUSES } from '../rules/honor';
import { defineEndpoints } from './endpoint';
import { bodyId, currentPage, filledText, optionalQueryText, pageLimit, pageOf, queryInt } from './fields';

export * from '../rules/honor';

/**
 * The monthly honor roll (part 1 §7, part 3 §2.2 `honor`, decision 35): the home page's AC ranking
 * card shows the newest shown roll; admin roles write them at /admin/honor.
 */

// ---- responses ------------------------------------------------------------------------------

/** A user on an award: the spec's realname and username, with what a link and an avatar need. */
export const HonorUserView = v.object({
  uid: v.string(),
  username: v.string(),
  realname: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
});
export type HonorUserView = v.InferOutput<typeof HonorUserView>;

/** One award of a roll (an entry of monthRankingDetailVOList): its name and its users, in the admin's order. */
export const HonorAwardView = v.object({
  name: v.string(),
  userList: v.array(HonorUserView),
});
export type HonorAwardView = v.InferOutput<typeof HonorAwardView>;

export const HonorRollView = v.object({
  id: v.number(),
  name: v.string(),
  /** 0 shown, 1 hidden */
  status: v.picklist(HONOR_STATUSES),
  monthRankingDetailVOList: v.array(HonorAwardView),
  author: v.string(),
  gmtCreate: v.string(),
  gmtModified: v.string(),
});
export type HonorRollView = v.InferOutput<typeof HonorRollView>;

// ---- requests -------------------------------------------------------------------------------

const usernameText = v.pipe(v.string('a username must be text'), v.trim(), v.maxLength(64, 'a username is too long'));

const HonorAwardBody = v.object({
  name: filledText('award name', HONOR_LIMITS.awardName),
  usernames: v.pipe(v.array(usernameText, 'usernames must be a list'), v.maxLength(HONOR_LIMITS.usersPerAward, `an award has at most ${HONOR_LIMITS.usersPerAward} users`)),
});

/** An honor roll as the admin saves it: users named by username (resolved on save). */
export const HonorRollBody = v.object({
  id: v.optional(v.nullable(bodyId('id')), null),
  name: filledText('name', HONOR_LIMITS.name),
  status: v.optional(v.picklist(HONOR_STATUSES, 'status must be 0 (shown) or 1 (hidden)'), 0),
  monthRankingDetailVOList: v.pipe(v.array(HonorAwardBody, 'monthRankingDetailVOList must be a list of awards'), v.maxLength(HONOR_LIMITS.awards, `an honor roll has at most ${HONOR_LIMITS.awards} awards`)),
});
export type HonorRollBody = v.InferOutput<typeof HonorRollBody>;

export const HonorListQuery = v.object({ currentPage, limit: pageLimit(HONOR_ADMIN_PAGE_SIZE), keyword: optionalQueryText('keyword', 100) });
export const HonorIdQuery = v.object({ id: queryInt('id', 1, Number.MAX_SAFE_INTEGER) });

// ---- calls ----------------------------------------------------------------------------------

export const HONOR_ENDPOINTS = defineEndpoints({
  getMonthRanking: { method: 'GET', path: '/api/get-month-ranking', summary: 'The monthly honor roll of the home page: the newest shown roll, or null', access: 'public', response: v.nullable(HonorRollView) },
  adminMonthRankingList: { method: 'GET', path: '/api/admin/month-ranking', summary: 'Honor rolls, newest first (admin roles)', access: 'admin', query: HonorListQuery, response: pageOf(HonorRollView) },
  adminAddMonthRanking: { method: 'POST', path: '/api/admin/month-ranking', summary: 'Write an honor roll (admin roles)', access: 'admin', body: HonorRollBody, response: HonorRollView },
  adminUpdateMonthRanking: { method: 'PUT', path: '/api/admin/month-ranking', summary: 'Change an honor roll (admin roles)', access: 'admin', body: HonorRollBody, response: HonorRollView },
  adminDeleteMonthRanking: { method: 'DELETE', path: '/api/admin/month-ranking', summary: 'Delete an honor roll (admin roles)', access: 'admin', query: HonorIdQuery, response: v.null() },
});
