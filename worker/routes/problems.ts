import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import { database } from '../db/client';
import type { AppEnv } from '../lib/app-env';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/envelope';
import * as bank from '../problems/problems';
import { allTags, tagsAndClassifications } from '../problems/tags';

/** The problem bank of part 1 §7 "Problems and judging". */
export function problemRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.getProblemList, async (c, { query, principal }) => ok(c, await bank.problemList(c.env, database(c.env), query, principal)));

  defineRoute(app, ENDPOINTS.getAllProblemTags, async (c, { query }) => ok(c, await allTags(database(c.env), query.oj)));

  defineRoute(app, ENDPOINTS.getProblemTagsAndClassification, async (c, { query }) => ok(c, await tagsAndClassifications(database(c.env), query.oj)));

  defineRoute(app, ENDPOINTS.getRandomProblem, async (c) => ok(c, await bank.randomProblem(database(c.env))));

  defineRoute(app, ENDPOINTS.getUserProblemStatus, async (c, { body, principal }) => ok(c, await bank.userProblemStatuses(database(c.env), principal, body)));

  defineRoute(app, ENDPOINTS.getProblemDetail, async (c, { query, principal }) => ok(c, await bank.problemDetail(database(c.env), query.problemId, query.gid, principal)));

  defineRoute(app, ENDPOINTS.getProblemCodeTemplate, async (c, { query, principal }) => ok(c, await bank.codeTemplateList(database(c.env), query.pid, principal)));

  defineRoute(app, ENDPOINTS.getProblemLanguages, async (c, { query, principal }) => ok(c, await bank.problemLanguageInfos(database(c.env), query.pid, principal)));

  defineRoute(app, ENDPOINTS.getLastAcCode, async (c, { query, principal }) => ok(c, await bank.lastAcCode(database(c.env), principal, query.pid, query.cid)));

  defineRoute(app, ENDPOINTS.getFullScreenProblemList, async (c, { query }) => ok(c, bank.fullScreenProblemList(query)));
}
