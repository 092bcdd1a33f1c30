import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import { TOKEN_HEADER } from '../../contract/envelope';
import type { AuthInfo, CheckUsernameOrEmailResult, RegisterCodeResult } from '../../contract/api/accounts';
import { database } from '../db/client';
import type { AppEnv } from '../lib/app-env';
import { clientIp } from '../lib/client-ip';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/envelope';
import * as accounts from '../accounts/accounts';
import { issueImageCaptcha, issueSlideCaptcha } from '../accounts/captcha';
import { consumeRate, RATE_RULES } from '../lib/rate-limit';
import { closeSession } from '../accounts/sessions';
import { permissionsOf } from '../accounts/users';

export function accountRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.captcha, async (c) => ok(c, await issueImageCaptcha(database(c.env))));

  defineRoute(app, ENDPOINTS.slideCaptcha, async (c) => ok(c, await issueSlideCaptcha(database(c.env))));

  defineRoute(app, ENDPOINTS.login, async (c, { body }) => {
    const db = database(c.env);
    await consumeRate(db, RATE_RULES.loginPerIp, clientIp(c));
    const { token, user } = await accounts.login(c.env, db, body);
    c.header(TOKEN_HEADER, token);
    c.header('Access-Control-Expose-Headers', TOKEN_HEADER);
    return ok(c, user, 'Welcome back~');
  });

  defineRoute(app, ENDPOINTS.logout, async (c, { principal }) => {
    await closeSession(database(c.env), principal.sessionId);
    return ok(c, null, 'Logged out successfully');
  });

  defineRoute(app, ENDPOINTS.checkUsernameOrEmail, async (c, { body }) => {
    const db = database(c.env);
    const result: CheckUsernameOrEmailResult = {
      username: body.username ? await accounts.isUsernameTaken(db, body.username) : false,
      email: body.email ? await accounts.isEmailTaken(db, body.email) : false,
    };
    return ok(c, result);
  });

  defineRoute(app, ENDPOINTS.getRegisterCode, async (c, { query }) => {
    const db = database(c.env);
    await consumeRate(db, RATE_RULES.mailPerIp, clientIp(c));
    await accounts.sendRegisterCode(c.env, db, query.email);
    const result: RegisterCodeResult = { email: query.email, expire: 600 };
    return ok(c, result, 'Send_successfully');
  });

  defineRoute(app, ENDPOINTS.register, async (c, { body }) => {
    const db = database(c.env);
    await consumeRate(db, RATE_RULES.registerPerIp, clientIp(c));
    await accounts.register(db, body);
    return ok(c, null, 'Registered successfully, welcome!');
  });

  defineRoute(app, ENDPOINTS.applyResetPassword, async (c, { body }) => {
    const db = database(c.env);
    await consumeRate(db, RATE_RULES.mailPerIp, clientIp(c));
    await accounts.applyResetPassword(c.env, db, body, new URL(c.req.url).origin);
    return ok(c, null, 'The reset link has been sent to your e-mail');
  });

  defineRoute(app, ENDPOINTS.resetPassword, async (c, { body }) => {
    await accounts.resetPassword(database(c.env), body);
    return ok(c, null, 'Your_password_has_been_reset');
  });

  defineRoute(app, ENDPOINTS.getUserAuthInfo, (c, { principal }) => {
    const info: AuthInfo = { roles: principal.roles, permissions: permissionsOf(principal.roles) };
    return ok(c, info);
  });

  defineRoute(app, ENDPOINTS.changePassword, async (c, { body, principal }) => {
    await accounts.changePassword(database(c.env), principal, body);
    return ok(c, null, 'Update_Successfully');
  });

  defineRoute(app, ENDPOINTS.getChangeEmailCode, async (c, { query, principal }) => {
    const db = database(c.env);
    await consumeRate(db, RATE_RULES.mailPerIp, clientIp(c));
    await accounts.sendChangeEmailCode(c.env, db, principal, query.email);
    return ok(c, null, 'Send_successfully');
  });

  defineRoute(app, ENDPOINTS.changeEmail, async (c, { body, principal }) => {
    return ok(c, await accounts.changeEmail(database(c.env), principal, body), 'Update_Successfully');
  });

  defineRoute(app, ENDPOINTS.changeUserInfo, async (c, { body, principal }) => {
    return ok(c, await accounts.changeUserInfo(database(c.env), principal, body), 'Update_Successfully');
  });
}
