import { jwtVerify, SignJWT } from 'jose';

/** Session tokens: HS256 JWTs naming the user and the session row that keeps them valid. */
export const TOKEN_LIFETIME_SECONDS = 24 * 3600;
/** A token with less than this left is replaced through the refresh-token header. */
export const TOKEN_REFRESH_WINDOW_SECONDS = 12 * 3600;

export interface TokenClaims {
  uid: string;
  sid: string;
  exp: number;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signToken(secret: string, uid: string, sid: string, nowSec: number): Promise<string> {
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(uid)
    .setIssuedAt(nowSec)
    .setExpirationTime(nowSec + TOKEN_LIFETIME_SECONDS)
    .sign(keyOf(secret));
}

/** Three base64url parts: anything else cannot be one of our tokens (a queue consumer's bearer token, say). */
const COMPACT_JWS = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The claims of a valid token, or null for anything forged, expired or malformed. */
export async function readToken(secret: string, token: string, nowSec: number): Promise<TokenClaims | null> {
  // Refused before jose, whose refusal builds an error with a stack trace: about a millisecond per call.
  if (!COMPACT_JWS.test(token)) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], currentDate: new Date(nowSec * 1000) });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    return { uid: payload.sub, sid: payload.sid, exp: payload.exp };
  } catch {
    return null;
  }
}
