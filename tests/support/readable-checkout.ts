// Tests that run the service as an unprivileged user (the container's, decision 0095) need a checkout that user
// can read. A clone in a private folder (mktemp -d makes it mode 700) is not one: there the user gets EACCES on
// package.json. Then the user gets a copy made of hard links — the same files, no bytes copied — in a folder of its
// own in the temp folder (decision 0150).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What a service started with npm start (or tsx) reads from the checkout. */
const PARTS = ['package.json', 'tsconfig.json', 'scripts', 'server', 'contract', 'node_modules'];

export interface User {
  uid: number;
  gid: number;
}

export interface Checkout {
  root: string;
  /** True when root is a copy (it goes with remove()). */
  copied: boolean;
  remove: () => void;
}

/** nobody's uid and gid when the tests run as root; undefined otherwise (their own user is not root then). */
export function unprivilegedUser(): User | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Whether the user can read a file at that path (every folder above it must let the user through). */
export function canRead(user: User, file: string): boolean {
  const probe = `require('node:fs').accessSync(${JSON.stringify(file)}, require('node:fs').constants.R_OK)`;
  const run = spawnSync(process.execPath, ['-e', probe], { ...user, env: {}, stdio: 'ignore' });
  return run.status === 0;
}

/** The checkout itself when the user can read it, else a hard-linked copy of what the service reads. */
export function checkoutReadableBy(user: User | undefined): Checkout {
  if (!user || canRead(user, path.join(repoRoot, 'package.json')))
    return { root: repoRoot, copied: false, remove: () => undefined };
  const root = mkdtempSync(path.join(os.tmpdir(), 'ts-checkout-'));
  chmodSync(root, 0o755);
  const remove = () => rmSync(root, { recursive: true, force: true });
  for (const part of PARTS) {
    const from = path.join(repoRoot, part);
    // -l: hard links; a temp folder on another file system cannot hold them, and then the files are copied.
    const linked = spawnSync('cp', ['-al', from, root], { encoding: 'utf8' });
    if (linked.status === 0) continue;
    const copied = spawnSync('cp', ['-a', from, root], { encoding: 'utf8' });
    if (copied.status !== 0) {
      remove();
      throw new Error(`could not copy ${from} for user ${user.uid}: ${copied.stderr || linked.stderr}`);
    }
  }
  if (!canRead(user, path.join(root, 'package.json'))) {
    remove();
    throw new Error(
      `user ${user.uid} cannot read ${root} either (is the temp folder ${os.tmpdir()} private?)`,
    );
  }
  return { root, copied: true, remove };
}
