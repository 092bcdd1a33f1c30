/** What the box must show of a toolchain outside the system tree: exactly the files its home links to. */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedPaths } from './toolchains';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'toolchains-test-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Creates a file (and its directories). */
async function file(relative: string): Promise<string> {
  const full = path.join(root, relative);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, relative);
  return full;
}

async function link(relative: string, target: string): Promise<void> {
  const full = path.join(root, relative);
  await mkdir(path.dirname(full), { recursive: true });
  await symlink(target, full);
}

describe('linkedPaths', () => {
  it("binds a JDK's link targets exactly: its own /etc directory whole, one certificate file, nothing beside them", async () => {
    // like Debian's JDK: conf files linked into etc/java-17 (all of it), cacerts into etc/ssl/certs/java
    const config = [await file('etc/java-17/jvm.cfg'), await file('etc/java-17/security/java.security'), await file('etc/java-17/security/policy/unlimited/default.policy')];
    const cacerts = await file('etc/ssl/certs/java/cacerts');
    await file('etc/ssl/certs/other-ca.pem');
    await file('etc/ssl/private/host.key');
    await file('etc/ssl/openssl.cnf');
    await link('jdk/lib/jvm.cfg', config[0]!);
    await link('jdk/conf/security/java.security', config[1]!);
    await link('jdk/conf/security/policy/unlimited/default.policy', config[2]!);
    await link('jdk/lib/security/cacerts', cacerts);
    await link('jdk/lib/dangling', path.join(root, 'etc/missing'));
    await link('jdk/lib/system', '/usr/bin/env');
    await link('jdk/lib/inside', path.join(root, 'jdk/lib/jvm.cfg'));
    await file('etc/shared/linked');
    await file('etc/shared/not-linked');
    await link('jdk/lib/shared', path.join(root, 'etc/shared/linked'));

    expect(await linkedPaths(path.join(root, 'jdk'))).toEqual([
      path.join(root, 'etc/java-17'),
      path.join(root, 'etc/shared/linked'),
      path.join(root, 'etc/ssl/certs/java'),
    ]);
  });
});
