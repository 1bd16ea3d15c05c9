// Compatibility suite: the requests existing CareerOneStop clients send, over HTTP, to the service started as an
// operator starts it (real data, a loopback port) and to a second instance in gateway mode in front of it. Each must
// be answered as that client expects: 200, its listing shape, and results that make sense for what it asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionListSchema } from '../../contract/institutions/institutions';
import { programListSchema } from '../../contract/programs/programs';
import { ensureDatabase } from '../../server/data/ensure-database';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON } from '../engine/real-db';
import { createFakeDist } from '../server/helpers/fake-dist';
import { REAL_DATA_DIR, REAL_DB_PATH } from '../server/helpers/real-engine';
import { asXmlText, decodeXml } from '../server/helpers/xml-decode';
import { v1Shapes, v2Shapes, type V1Shape, type V2Shape } from './client-shapes';
import { startService, type RunningService } from './start-service';

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);

// The client's token for each service, and the gateway's own credentials with the service behind it.
const CLIENT_TOKEN = 'compat-client-token-0123456789';
const GATEWAY_TOKEN = 'compat-gateway-token-0123456789';
const dist = createFakeDist();
let service: RunningService | undefined;
let gateway: RunningService | undefined;

const targets = {
  service: () => service?.url ?? '',
  gateway: () => gateway?.url ?? '',
};
type Target = keyof typeof targets;

async function send(target: Target, shape: V1Shape | V2Shape, extra: Record<string, string> = {}) {
  const url = `${targets[target]()}/api${shape.path('my-user-id')}`;
  return fetch(url, { headers: { authorization: `Bearer ${CLIENT_TOKEN}`, ...shape.headers, ...extra } });
}

describe.skipIf(!HAS_REAL_DATA)('existing CareerOneStop clients, unchanged but for the base URL', () => {
  beforeAll(async () => {
    await ensureDatabase({ dbPath: REAL_DB_PATH, dataDir: REAL_DATA_DIR });
    const common = { DIST_DIR: dist.dir, RATE_LIMIT_PER_MINUTE: '100000' };
    service = await startService({
      ...common,
      DB_PATH: REAL_DB_PATH,
      API_TOKENS: `${CLIENT_TOKEN},${GATEWAY_TOKEN}`,
    });
    gateway = await startService({
      ...common,
      API_TOKENS: CLIENT_TOKEN,
      UPSTREAM_URL: `${service.url}/api`,
      UPSTREAM_USER_ID: 'gateway-operator',
      UPSTREAM_TOKEN: GATEWAY_TOKEN,
    });
    const health = await (await fetch(`${service.url}/api/health`)).json();
    expect(health).toMatchObject({ dataKind: 'real', mode: 'local' });
    expect(await (await fetch(`${gateway.url}/api/health`)).json()).toMatchObject({ mode: 'gateway' });
  }, 180_000);

  afterAll(async () => {
    await gateway?.stop();
    await service?.stop();
    dist.remove();
  });

  describe.each(['service', 'gateway'] as const)('through the %s', (target) => {
    it.each(v1Shapes.map((s) => [s.client, s] as const))('v1: %s', async (_client, shape) => {
      const res = await send(target, shape);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      shape.check(institutionListSchema.parse(await res.json()), res.headers);
    });

    it.each(v2Shapes.map((s) => [s.client, s] as const))('v2: %s', async (_client, shape) => {
      const res = await send(target, shape);
      expect(res.status).toBe(200);
      shape.check(programListSchema.parse(await res.json()), res.headers);
    });

    it('answers the v1 keyword search in XML with the same content', async () => {
      const shape = v1Shapes[3] as V1Shape;
      const xml = await send(target, shape, { accept: 'application/xml' });
      expect(xml.status).toBe(200);
      expect(xml.headers.get('content-type')).toMatch(/^application\/xml/);
      const decoded = decodeXml(await xml.text());
      expect(decoded.root).toBe('SchoolProgram');
      const json = await (await send(target, shape)).json();
      expect(decoded.data).toEqual(asXmlText(json));
    });
  });

  it('answers every shape the same through the gateway as from the service', async () => {
    for (const shape of [...v1Shapes, ...v2Shapes]) {
      const [direct, via] = await Promise.all([send('service', shape), send('gateway', shape)]);
      expect(await via.json(), shape.client).toEqual(await direct.json());
    }
  });
});
