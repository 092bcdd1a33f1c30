/** The token of an Authorization header, with or without its `Bearer ` prefix; null when there is none. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}
