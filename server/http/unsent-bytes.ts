// Answers handed to connections whose clients have not read them yet: bounded in all and per client address, so
// clients that ask for large answers and never read them cannot fill the memory (decisions 0082, 0192).
//
// An answer's bytes are counted from when it is handed over until the kernel has taken them: while the answer waits
// behind earlier ones on its connection (pipelining), and then while it sits in the socket's own buffer, which a
// client that does not read never empties. Counting only until the answer "finished" (handed to the socket), as
// before, missed that buffer: 480 such connections grew the service by 0.8–1.9 GB under a 128 MiB cap.
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export interface UnsentLimits {
  /** Bytes of answers not yet taken by their clients, all connections together. */
  maxUnsentBytes: number;
  /** The same, per client address. */
  maxUnsentBytesPerAddress: number;
}

interface Account {
  address: string;
  /** bytes of answers handed over and not yet written to the socket (waiting behind earlier answers) */
  pending: number;
  /** the socket's own buffer as last seen (it only grows when an answer is written: seen at `finish`) */
  buffered: number;
  /** when this connection last had nothing unsent: the longest-stalled readers are dropped first */
  stalledSince: number;
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export type UnsentBytes = ReturnType<typeof createUnsentBytes>;

export function createUnsentBytes(limits: UnsentLimits, now: () => number = Date.now) {
  let total = 0;
  const byAddress = new Map<string, number>();
  const accounts = new Map<Socket, Account>();
  let dropped = 0;

  const add = (account: Account, delta: number) => {
    total += delta;
    const left = (byAddress.get(account.address) ?? 0) + delta;
    if (left <= 0) byAddress.delete(account.address);
    else byAddress.set(account.address, left);
  };
  const unsentOf = (a: Account) => a.pending + a.buffered;

  const accountFor = (socket: Socket, address: string): Account => {
    let account = accounts.get(socket);
    if (account) return account;
    const created: Account = { address, pending: 0, buffered: 0, stalledSince: now() };
    account = created;
    accounts.set(socket, created);
    // The kernel took everything the socket held.
    const drained = () => {
      add(created, -created.buffered);
      created.buffered = 0;
      if (created.pending === 0) created.stalledSince = now();
    };
    socket.on('drain', drained);
    socket.once('close', () => {
      socket.off('drain', drained);
      add(created, -unsentOf(created));
      created.pending = 0;
      created.buffered = 0;
      accounts.delete(socket);
    });
    return created;
  };

  /**
   * Over the cap in all: the connections holding the most unread bytes for longest are closed first, until the
   * total is back under nine tenths of the cap. A reader that keeps up never holds much for long.
   */
  const dropSlowReaders = () => {
    if (total <= limits.maxUnsentBytes) return;
    const t = now();
    const worst = [...accounts.entries()]
      .filter(([, a]) => unsentOf(a) > 0)
      .sort(
        ([, a], [, b]) => unsentOf(b) * (t - b.stalledSince + 1) - unsentOf(a) * (t - a.stalledSince + 1),
      );
    let freed = 0;
    for (const [socket, a] of worst) {
      if (total - freed <= limits.maxUnsentBytes * 0.9) break;
      freed += unsentOf(a);
      dropped++;
      socket.destroy();
    }
  };

  return {
    /**
     * Refuses (503) while too much is waiting for its readers: before an answer is made (to save the work), and
     * again just before it is handed over, in the same step as track() (requests arriving together all pass the
     * first check before any answer is counted).
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
      if (unsentOf(account) === 0) account.stalledSince = now();
      account.pending += bytes;
      add(account, bytes);
      const res = reply.raw;
      const written = () => {
        if (!accounts.has(socket)) return;
        account.pending -= bytes;
        // What the socket holds now replaces what it held: the answer moved from pending into its buffer.
        const buffered = socket.writableLength;
        add(account, -bytes + (buffered - account.buffered));
        account.buffered = buffered;
        if (unsentOf(account) === 0) account.stalledSince = now();
      };
      res.once('finish', written);
      dropSlowReaders();
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
