/** A download: the body with its type, named for the browser's save dialog, never sniffed as something else. */
export function fileResponse(body: BodyInit, contentType: string, name: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      // Only safe characters in the quoted name: no header injection, no path.
      'Content-Disposition': `attachment; filename="${name.replace(/[^A-Za-z0-9_.-]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
