// Answers handed to connections whose clients have not read them yet: bounded in all and per client address, so
// clients that ask for large answers and never read them cannot fill the memory (decision 0082).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export interface UnsentLimits {
  /** Bytes of answers not yet taken by their clients, all connections together. */
  maxUnsentBytes: number;
  /** The same, per client address. */
  maxUnsentBytesPerAddress: number;
}

export function createUnsentBytes(limits: UnsentLimits) {
  let total = 0;
  const byAddress = new Map<string, number>();
  const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
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
          503,
          `Your earlier answers (${mb(mine)}) have not been read yet; read them before asking for more.`,
          undefined,
          { 'retry-after': '5' },
        );
      }
      if (total > limits.maxUnsentBytes) {
        throw new HttpError(503, 'The service is busy sending answers. Try again in a moment.', undefined, {
          'retry-after': '5',
        });
      }
    },
    /** Counts an answer from when it is handed over until it is sent in full or its connection closes. */
    track(request: FastifyRequest, reply: FastifyReply, bytes: number): void {
      const ip = request.ip;
      total += bytes;
      byAddress.set(ip, (byAddress.get(ip) ?? 0) + bytes);
      let counted = true;
      const release = () => {
        if (!counted) return;
        counted = false;
        total -= bytes;
        const left = (byAddress.get(ip) ?? 0) - bytes;
        if (left <= 0) byAddress.delete(ip);
        else byAddress.set(ip, left);
      };
      reply.raw.once('finish', release);
      reply.raw.once('close', release);
    },
    get total(): number {
      return total;
    },
  };
}
