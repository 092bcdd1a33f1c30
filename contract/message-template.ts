/**
 * Server messages with variable parts are templates with `{name}` places (decision 45): the Worker
 * fills them, and the web app finds the template again in its catalog to show the translation with
 * the same values. A message is never glued together from pieces, which no catalog could translate.
 */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
