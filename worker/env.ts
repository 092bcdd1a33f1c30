/** Bindings and configuration of the Worker (wrangler.toml plus secrets). */
export interface Env {
  DB: D1Database;
  CACHE: KVNamespace;
  FILES: R2Bucket;
  ASSETS?: Fetcher;
  /** "local" under `npm start`, tests and CI; anything else is a real deployment */
  MODE: string;
  /** HMAC key of the session tokens; a secret, never logged or returned */
  JWT_SECRET?: string;
  SMTP_HOST?: string;
  SMTP_PORT?: string;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
  SMTP_FROM?: string;
}

export function isLocalMode(env: Env): boolean {
  return env.MODE === 'local';
}
