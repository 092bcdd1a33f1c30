import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import { TOKEN_HEADER } from '../../contract/envelope';
import { badRequest, notFound } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';
import { clientIp } from '../lib/client-ip';
import { defineRoute, reply } from '../lib/define-route';
import { consumeRate, RATE_RULES } from '../lib/rate-limit';
import { readAvatar, replaceAvatar } from '../accounts/avatars';
import { issueImageCaptcha, issueSlideCaptcha } from '../accounts/captcha';
import { login } from '../accounts/login';
import { listDevMailbox } from '../accounts/mail';
import { applyResetPassword, resetPassword } from '../accounts/password-reset';
import { authInfo, changeEmail, changePassword, changeUserInfo, sendChangeEmailCode } from '../accounts/profile';
import { checkUsernameOrEmail, register, sendRegisterCode } from '../accounts/register';
import { closeSession } from '../accounts/sessions';

export function accountRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.captcha, async (_c, { deps }) => reply(await issueImageCaptcha(deps)));

  defineRoute(app, ENDPOINTS.slideCaptcha, async (_c, { deps }) => reply(await issueSlideCaptcha(deps)));

  defineRoute(app, ENDPOINTS.login, async (c, { body, deps }) => {
    await consumeRate(deps, RATE_RULES.loginPerIp, clientIp(c));
    const { token, user } = await login(deps, body, { ip: clientIp(c), userAgent: c.req.header('User-Agent') ?? null });
    c.header(TOKEN_HEADER, token);
    c.header('Access-Control-Expose-Headers', TOKEN_HEADER);
    return reply(user, 'Welcome back~');
  });

  defineRoute(app, ENDPOINTS.logout, async (_c, { principal, deps }) => {
    await closeSession(deps, principal.sessionId);
    return reply(null, 'Logged out successfully');
  });

  defineRoute(app, ENDPOINTS.checkUsernameOrEmail, async (_c, { body, deps }) => reply(await checkUsernameOrEmail(deps, body)));

  defineRoute(app, ENDPOINTS.getRegisterCode, async (c, { query, deps }) => {
    await consumeRate(deps, RATE_RULES.mailPerIp, clientIp(c));
    return reply(await sendRegisterCode(deps, query.email), 'Send_successfully');
  });

  defineRoute(app, ENDPOINTS.register, async (c, { body, deps }) => {
    await consumeRate(deps, RATE_RULES.registerPerIp, clientIp(c));
    await register(deps, body);
    return reply(null, 'Registered successfully, welcome!');
  });

  defineRoute(app, ENDPOINTS.applyResetPassword, async (c, { body, deps }) => {
    await consumeRate(deps, RATE_RULES.mailPerIp, clientIp(c));
    await applyResetPassword(deps, body, new URL(c.req.url).origin);
    return reply(null, 'The reset link has been sent to your e-mail');
  });

  defineRoute(app, ENDPOINTS.resetPassword, async (_c, { body, deps }) => {
    await resetPassword(deps, body);
    return reply(null, 'Your_password_has_been_reset');
  });

  defineRoute(app, ENDPOINTS.getUserAuthInfo, (_c, { principal }) => reply(authInfo(principal)));

  defineRoute(app, ENDPOINTS.changePassword, async (_c, { body, principal, deps }) => {
    await changePassword(deps, principal, body);
    return reply(null, 'Update_Successfully');
  });

  defineRoute(app, ENDPOINTS.getChangeEmailCode, async (c, { query, principal, deps }) => {
    await consumeRate(deps, RATE_RULES.mailPerIp, clientIp(c));
    await sendChangeEmailCode(deps, principal, query.email);
    return reply(null, 'Send_successfully');
  });

  defineRoute(app, ENDPOINTS.changeEmail, async (_c, { body, principal, deps }) => reply(await changeEmail(deps, principal, body), 'Update_Successfully'));

  defineRoute(app, ENDPOINTS.changeUserInfo, async (_c, { body, principal, deps }) => reply(await changeUserInfo(deps, principal, body), 'Update_Successfully'));

  defineRoute(app, ENDPOINTS.uploadAvatar, async (c, { principal, deps }) => {
    const form = await c.req.formData().catch(() => {
      throw badRequest('The request must be multipart/form-data with an image field');
    });
    const file = form.get(ENDPOINTS.uploadAvatar.multipartField);
    if (!(file instanceof File)) throw badRequest('image is required');
    return reply(await replaceAvatar(deps, principal, file), 'Upload avatar successfully');
  });

  defineRoute(app, ENDPOINTS.avatarImage, async (c, { deps }) => {
    const object = await readAvatar(deps, c.req.param('name') ?? '');
    if (!object) throw notFound('No such avatar');
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set('ETag', object.httpEtag);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(object.body, { headers });
  });

  /** Local mode only (defineRoute answers 404 on a deployment): the mails sent so far. */
  defineRoute(app, ENDPOINTS.devMailbox, async (_c, { deps }) => reply(await listDevMailbox(deps)));
}
