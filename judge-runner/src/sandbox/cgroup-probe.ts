/**
 * Which cgroup hierarchy the launcher can use, from the text of /proc/self/mounts and (for v2)
 * the root's cgroup.controllers. Kept free of I/O so that the v2 rules are tested on any host.
 */

export type ProbeResult = { ok: true; cgroup: 'v1' | 'v2' } | { ok: false; reason: string };

export const V2_ROOT = '/sys/fs/cgroup';

interface Mount {
  point: string;
  type: string;
  options: string[];
}

/** /proc/mounts escapes blanks in paths as octal (\040). */
const unescape = (field: string): string => field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));

export function parseMounts(text: string): Mount[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4)
    .map(([, point, type, options]) => ({ point: unescape(point!), type: type!, options: options!.split(',') }));
}

/** Is /sys/fs/cgroup itself a cgroup2 mount? (A hybrid host has an empty one at .../unified instead.) */
export function hasV2Root(mountsText: string): boolean {
  return parseMounts(mountsText).some((m) => m.point === V2_ROOT && m.type === 'cgroup2');
}

export function v2Usable(controllers: string): boolean {
  const names = controllers.trim().split(/\s+/);
  return names.includes('memory') && names.includes('pids') && names.includes('cpu');
}

/**
 * v2 when /sys/fs/cgroup is cgroup2 with the memory, pids and cpu controllers available; otherwise
 * v1 when memory, pids, cpuacct and cpu hierarchies are mounted (cpu,cpuacct may share one). The
 * cpu controller holds each box to its cores (cpuset is used where there is one, not required).
 */
export function detectCgroup(mountsText: string, v2Controllers: string | null): ProbeResult {
  if (hasV2Root(mountsText) && v2Controllers !== null && v2Usable(v2Controllers)) return { ok: true, cgroup: 'v2' };
  const v1 = parseMounts(mountsText).filter((m) => m.type === 'cgroup');
  const has = (controller: string) => v1.some((m) => m.options.includes(controller));
  if (has('memory') && has('pids') && has('cpuacct') && has('cpu')) return { ok: true, cgroup: 'v1' };
  return { ok: false, reason: 'No usable cgroup memory, pids and cpu controllers were found (neither cgroup v2 at /sys/fs/cgroup nor v1 hierarchies).' };
}
