// Each request line names the client address the service believes, and TRUST_PROXY decides whom it believes.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { PUBLIC_TOKEN, WEB_USER, bearer, buildTestApp, programsPath } from './helpers/test-app';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

async function requestLine(trustProxy: boolean | string[], peer: string, forwardedFor?: string) {
  const { lines, logger } = capture();
  const app = buildTestApp({ trustProxy, logger });
  await app.inject({
    url: programsPath(WEB_USER),
    headers: { ...bearer(PUBLIC_TOKEN), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    remoteAddress: peer,
  });
  await app.close();
  return lines.find((l) => l.msg === 'request');
}

describe('client address in the request log', () => {
  it('logs the peer address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    const line = await requestLine(false, '198.51.100.4', '203.0.113.9');
    expect(line).toMatchObject({ ip: '198.51.100.4', kind: 'programs', status: 200, token: 'page' });
  });

  it('logs the forwarded client when the peer is a named proxy (TRUST_PROXY=loopback)', async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: 'loopback' });
    expect(await requestLine(trustProxy, '127.0.0.1', '203.0.113.9')).toMatchObject({ ip: '203.0.113.9' });
    // A peer that is not one of the named proxies cannot choose its address.
    expect(await requestLine(trustProxy, '198.51.100.4', '203.0.113.9')).toMatchObject({
      ip: '198.51.100.4',
    });
  });

  it('takes proxies as addresses and CIDRs', async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10' });
    expect(await requestLine(trustProxy, '10.1.2.3', '203.0.113.5')).toMatchObject({ ip: '203.0.113.5' });
    expect(await requestLine(trustProxy, '192.0.2.10', '203.0.113.6')).toMatchObject({ ip: '203.0.113.6' });
    expect(await requestLine(trustProxy, '192.0.2.11', '203.0.113.7')).toMatchObject({ ip: '192.0.2.11' });
  });
});
