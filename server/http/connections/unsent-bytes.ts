// Answers handed to connections whose clients have not read them yet: bounded in all and per client address, so
// clients that ask for large answers and never read them cannot fill the memory (decisions 0082, 0192).
//
// An answer's bytes are counted from when it is handed over until its `finish` — which Node emits only once the
// socket has passed every byte to the kernel — or until its connection closes. Beyond the cap in all, the
// connections that have held the most for longest are closed first, so that the bytes go to readers who read.
// (The cap held before too; what did not hold was the memory behind it: each answer was a string that Node copied
// for every connection it was written to. Answers are now Buffers shared by every connection: cached-reply.ts.)
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

export interface UnsentLimits {
  /** Bytes of answers not yet taken by their clients, all connections together. */
  maxUnsentBytes: number;
  /** The same, per client address. */
  maxUnsentBytesPerAddress: number;
}

interface Account {
  address: string;
  /** bytes handed over on this connection and not yet taken by the kernel */
  unsent: number;
  /** since when it has held unsent bytes without a pause: the longest-stalled readers are closed first */
  stalledSince: number;
}

/** A connection must have held unread bytes this long before it can be judged a slow reader and closed. */
const STALL_GRACE_MS = 1000;

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export function createUnsentBytes(limits: UnsentLimits, now: () => number = Date.now) {
  let total = 0;
  const byAddress = new Map<string, number>();
  const accounts = new Map<Socket, Account>();
  let dropped = 0;

  const add = (account: Account, delta: number) => {
    total += delta;
    account.unsent += delta;
    const left = (byAddress.get(account.address) ?? 0) + delta;
    if (left <= 0) byAddress.delete(account.address);
    else byAddress.set(account.address, left);
  };

  const accountFor = (socket: Socket, address: string): Account => {
    const known = accounts.get(socket);
    if (known) return known;
    const account: Account = { address, unsent: 0, stalledSince: now() };
    accounts.set(socket, account);
    socket.once('close', () => forget(socket));
    return account;
  };

  /** The connection is gone (or being closed): what it held is no longer anybody's. */
  const forget = (socket: Socket) => {
    const account = accounts.get(socket);
    if (!account) return;
    add(account, -account.unsent);
    accounts.delete(socket);
  };

  /**
   * Over the cap in all: the connections holding the most unread bytes for longest are closed until the total is
   * back under nine tenths of the cap. A reader that keeps up never holds much for long; one that has held bytes
   * for less than STALL_GRACE_MS is not judged yet.
   */
  const dropSlowReaders = () => {
    if (total <= limits.maxUnsentBytes) return;
    const t = now();
    const weight = (a: Account) => a.unsent * (t - a.stalledSince);
    const worst = [...accounts.entries()]
      .filter(([, a]) => a.unsent > 0 && t - a.stalledSince >= STALL_GRACE_MS)
      .sort(([, a], [, b]) => weight(b) - weight(a));
    for (const [socket] of worst) {
      if (total <= limits.maxUnsentBytes * 0.9) break;
      forget(socket);
      dropped++;
      socket.destroy();
    }
  };

  return {
    /**
     * Refuses (503) while too much is waiting for its readers, once the slowest have been let go: before an answer
     * is made (to save the work), and again just before it is handed over, in the same step as track() (requests
     * arriving together all pass the first check before any answer is counted).
     */
    check(request: FastifyRequest): void {
      const mine = byAddress.get(request.ip) ?? 0;
      if (mine > limits.maxUnsentBytesPerAddress) {
        throw new HttpError(
          'busy',
          `Your earlier answers (${mb(mine)}) have not been read yet; read them before asking for more.`,
          { headers: { 'retry-after': '5' } },
        );
      }
      dropSlowReaders();
      if (total > limits.maxUnsentBytes) {
        throw new HttpError('busy', 'The service is busy sending answers. Try again in a moment.', {
          headers: { 'retry-after': '5' },
        });
      }
    },
    /** Counts an answer from when it is handed over until the kernel has taken it or its connection closed. */
    track(request: FastifyRequest, reply: FastifyReply, bytes: number): void {
      const socket = request.raw.socket as unknown;
      // Only real connections hold bytes for readers (an injected request's stand-in socket holds none).
      if (!(socket instanceof Socket) || socket.destroyed) return;
      const account = accountFor(socket, request.ip);
      if (account.unsent === 0) account.stalledSince = now();
      add(account, bytes);
      let counted = true;
      reply.raw.once('finish', () => {
        if (!counted || !accounts.has(socket)) return;
        counted = false;
        add(account, -bytes);
        if (account.unsent === 0) account.stalledSince = now();
      });
    },
    get total(): number {
      return total;
    },
    /** Connections closed because their readers held the most for longest (for the log and tests). */
    get dropped(): number {
      return dropped;
    },
  };
}
