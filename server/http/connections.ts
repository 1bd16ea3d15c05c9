// Connection limits (in total and per client address) and the answers Node's HTTP parser gives before any route.
import { BlockList, isIPv6, type Socket } from 'node:net';
import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { negotiate } from './negotiate';
import { securityHeaderLines } from './security';
import { errorXml } from './xml';

export interface ConnectionLimits {
  /** Open connections in all; more are closed at once (Node's server.maxConnections). */
  maxConnections: number;
  /** Open connections from one address (a trusted proxy's are not counted: it speaks for many clients). */
  maxConnectionsPerAddress: number;
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

/**
 * Counts connections per address and closes one beyond the limit at once, before it costs more than a file
 * descriptor for a moment. The total is Node's own maxConnections.
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  trusted: (address: string) => boolean,
  log: FastifyBaseLogger,
): void {
  server.maxConnections = limits.maxConnections;
  const open = new Map<string, number>();
  let refusedSince = 0;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (trusted(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      // One warning a minute at most: a flood must not become a flood of log lines.
      if (Date.now() - refusedSince > 60_000) {
        refusedSince = Date.now();
        log.warn(
          { ip: address, limit: limits.maxConnectionsPerAddress },
          'connection refused: too many from one address',
        );
      }
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
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
    const format = negotiate(acceptIn(error.rawPacket));
    const xml = format?.format === 'xml';
    const body = xml ? errorXml({ Message: message }) : JSON.stringify({ Message: message });
    const type = xml ? format.contentType : 'application/json; charset=utf-8';
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
