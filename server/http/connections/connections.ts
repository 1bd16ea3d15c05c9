// Connection limits (in total and per client address) and the answers Node's HTTP parser gives before any route.
import { BlockList, isIPv6, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { negotiate } from '../negotiate';
import { readLaterWhileBehind } from './read-later';
import { securityHeaderLines, setSecurityHeaders } from '../security';
import { errorXml } from '../xml';

export interface ConnectionLimits {
  /** Open connections in all; beyond it a newcomer from a lighter address replaces an idle one of the heaviest. */
  maxConnections: number;
  /** Open connections from one address (a trusted proxy's are not counted: it speaks for many clients). */
  maxConnectionsPerAddress: number;
  /** Requests one connection may have waiting for their answers (pipelining); beyond it they are refused. */
  maxPipelinedRequests: number;
}

/** The proxies TRUST_PROXY names, as a test on a peer address; `true` trusts every peer. */
export function trustedPeers(trustProxy: boolean | string[]): (address: string) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false || trustProxy.length === 0) return () => false;
  const list = new BlockList();
  const named: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
    loopback: [
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ],
    linklocal: [
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ],
    uniquelocal: [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
    ],
  };
  for (const entry of trustProxy) {
    for (const [net, prefix, family] of named[entry] ?? []) list.addSubnet(net, prefix, family);
    if (named[entry]) continue;
    const [address = '', bits] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:/, '');
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

export interface OpenConnections {
  /** Connections open now (a worker drains until this is 0). */
  count(): number;
  /** Connections closed to make room for a newcomer from a lighter address (slowloris, decision 0192). */
  readonly evicted: number;
  /** Connections read later because they arrived while the worker was behind (decision 0245). */
  readonly readLater: number;
}

interface ConnectionState {
  address: string;
  /** requests received on it and not yet answered */
  busy: number;
  /** when it last started or finished an answer (or opened): the idlest is evicted first */
  since: number;
  counted: boolean;
}

/**
 * Counts connections per address and in all. Beyond the per-address limit a new connection is closed at once. At
 * the total limit, a newcomer from an address holding fewer connections than the heaviest takes the place of one of
 * the heaviest address's connections that is not answering anything (the idlest: a slow client's half-sent headers,
 * a kept-alive connection with nothing to do), so a crowd of slow connections from many addresses cannot keep
 * everybody else out; only when there is no such connection is the newcomer closed. A trusted proxy's connections are
 * not counted per address and are never evicted: it speaks for many clients.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  trusted: (address: string) => boolean,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
  /**
   * Searches waiting for a turn of the fair queue from connections of other addresses than the one given (the API
   * routes' admission, once registered).
   */
  turnsWaiting: (peer: string) => number = () => 0,
): OpenConnections {
  // Node's own cap is only a guard for descriptors: eviction below keeps the count at the limit.
  server.maxConnections = limits.maxConnections + 64;
  const byAddress = new Map<string, Set<Socket>>();
  const states = new WeakMap<Socket, ConnectionState>();
  let total = 0;
  let evicted = 0;
  let refusedSince = 0;

  const forget = (socket: Socket) => {
    const state = states.get(socket);
    if (!state?.counted) return;
    state.counted = false;
    total--;
    const set = byAddress.get(state.address);
    set?.delete(socket);
    if (set?.size === 0) byAddress.delete(state.address);
  };

  const warnOnce = (address: string, why: string) => {
    // One warning a minute at most: a flood must not become a flood of log lines.
    if (now() - refusedSince <= 60_000) return;
    refusedSince = now();
    log.warn({ ip: address, limits }, `connection refused: ${why}`);
  };

  /** Makes room for a newcomer from `address` by closing the idlest idle connection of the heaviest address. */
  const evictFor = (address: string): boolean => {
    const own = byAddress.get(address)?.size ?? 0;
    let heaviest: Set<Socket> | undefined;
    for (const [peer, set] of byAddress) {
      if (trusted(peer)) continue;
      if (!heaviest || set.size > heaviest.size) heaviest = set;
    }
    if (!heaviest || heaviest.size <= own + 1) return false;
    let victim: Socket | undefined;
    let victimSince = Infinity;
    for (const socket of heaviest) {
      const state = states.get(socket);
      if (state && state.busy === 0 && state.since < victimSince)
        [victim, victimSince] = [socket, state.since];
    }
    if (!victim) return false;
    forget(victim);
    victim.destroy();
    evicted++;
    return true;
  };

  // The service's own handler (Fastify's) runs behind a gate: a request pipelined behind maxPipelinedRequests others
  // still waiting on its connection is refused here, before any routing or search work. Browsers never pipeline; 480
  // connections pipelining 5 requests each held a worker for 1.4 s just reading them through the whole stack.
  const handlers = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const state = states.get(req.socket);
    if (state) {
      state.busy++;
      state.since = now();
      res.once('close', () => {
        state.busy--;
        state.since = now();
      });
      if (state.busy > limits.maxPipelinedRequests) {
        refusePipelined(req, res, limits.maxPipelinedRequests);
        return;
      }
    }
    for (const handle of handlers) handle(req, res);
  });

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const isTrusted = trusted(address);
    if (!isTrusted && (byAddress.get(address)?.size ?? 0) >= limits.maxConnectionsPerAddress) {
      socket.destroy();
      warnOnce(address, 'too many from one address');
      return;
    }
    if (total >= limits.maxConnections && (isTrusted || !evictFor(address))) {
      socket.destroy();
      warnOnce(address, 'too many in all');
      return;
    }
    const state: ConnectionState = { address, busy: 0, since: now(), counted: true };
    states.set(socket, state);
    total++;
    let set = byAddress.get(address);
    if (!set) byAddress.set(address, (set = new Set()));
    set.add(socket);
    socket.once('close', () => forget(socket));
  });

  // Registered after the listener above: a connection it closed is not waited for.
  const later = readLaterWhileBehind(server, {
    weight: (socket) => byAddress.get(states.get(socket)?.address ?? '')?.size ?? 0,
    turnsWaiting,
  });

  return {
    count: () => total,
    get evicted() {
      return evicted;
    },
    get readLater() {
      return later.deferred;
    },
  };
}

/** The service's error body and its type, in the format an Accept header asks for (JSON unless it asks for XML). */
function rawError(accept: string | undefined, message: string): { body: string; type: string } {
  const format = negotiate(accept);
  return format?.format === 'xml'
    ? { body: errorXml({ Message: message }), type: format.contentType }
    : { body: JSON.stringify({ Message: message }), type: 'application/json; charset=utf-8' };
}

/** A few µs: the service's error shape in the format asked for, the security headers, and nothing else done. */
function refusePipelined(req: IncomingMessage, res: ServerResponse, most: number): void {
  const message =
    `Too many requests waiting on this connection (at most ${most}): ` +
    'read the answers before sending more, or open another connection.';
  const { body, type } = rawError(req.headers.accept, message);
  res.statusCode = 503;
  setSecurityHeaders(res);
  res.setHeader('content-type', type);
  res.setHeader('cache-control', 'no-store');
  res.setHeader('retry-after', '1');
  res.end(body);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** The Accept header among the bytes Node could not parse (its error's rawPacket), when it is there. */
function acceptIn(raw: unknown): string | undefined {
  if (!Buffer.isBuffer(raw)) return undefined;
  const text = raw.toString('latin1', 0, Math.min(raw.length, 64 * 1024));
  return /\r\naccept[ \t]*:[ \t]*([^\r\n]*)/i.exec(text)?.[1];
}

/**
 * Requests Node's parser refuses never reach a route: answered here in the service's error shape, in XML when the
 * unreadable request's own Accept asked for it (Fastify's clientErrorHandler), with the security headers.
 */
export function clientErrorHandler(maxHeaderBytes: number, headersTimeoutMs: number) {
  return function handle(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    let status = 400;
    let message = 'The request could not be read as HTTP/1.1.';
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      status = 431;
      message = `The request's headers are too large: at most ${Math.round(maxHeaderBytes / 1024)} KB.`;
    } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      status = 408;
      message = `The request did not arrive in time (headers within ${headersTimeoutMs / 1000} s).`;
    }
    const { body, type } = rawError(acceptIn(error.rawPacket), message);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: ${type}\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n${securityHeaderLines()}` +
          `Connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
