// The deployment files, checked without Docker (none here; decision 0095): the Dockerfile with a Dockerfile parser
// and validator, compose.yaml against the Compose Specification's JSON schema after Compose's own interpolation,
// deploy/haproxy.cfg with `haproxy -c`, and what each of them must say for the replicas to work together.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate as validateDockerfile } from 'dockerfile-utils';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/config';
import { interpolate } from './compose-interpolation';
import { checkConfig, HAPROXY_CFG, loopbackConfig, requireHaproxy } from './haproxy';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

// ---------------------------------------------------------------------------------------------------------------
// Dockerfile

interface Stage {
  name: string;
  base: string;
  instructions: Instruction[];
}

function stagesOf(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      const [base = '', , name = ''] = instruction.getArgumentsContent()?.split(/\s+/) ?? [];
      stages.push({ name, base, instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

const args = (i: Instruction) => i.getArgumentsContent() ?? '';
const flag = (i: Instruction, name: string) =>
  'getFlags' in i && typeof i.getFlags === 'function'
    ? (i.getFlags() as { getName(): string; getValue(): string | null }[])
        .find((f) => f.getName() === name)
        ?.getValue()
    : undefined;
const find = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.getKeyword() === keyword);

describe('Dockerfile', () => {
  const text = read('Dockerfile');
  const stages = stagesOf(text);
  const stage = (name: string) => {
    const found = stages.find((s) => s.name === name);
    if (!found) throw new Error(`no stage ${name}`);
    return found;
  };
  /** The stage and the stages it is built FROM, nearest first. */
  const lineage = (name: string): Stage[] => {
    const own = stage(name);
    return stages.some((s) => s.name === own.base) ? [own, ...lineage(own.base)] : [own];
  };
  const inLineage = (name: string, keyword: string) => lineage(name).flatMap((s) => find(s, keyword));

  it('has no syntax errors (dockerfile-utils), and the validator does catch one', () => {
    expect(validateDockerfile(text)).toEqual([]);
    const broken = text.replace('EXPOSE 8080', 'EXPOSE eighty').replace('USER node', 'USERR node');
    expect(validateDockerfile(broken).length).toBeGreaterThanOrEqual(2);
  });

  it('is multi-stage, and its default target is the runtime stage without data', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(stages.at(-1)?.name).toBe('runtime');
    expect(lineage('runtime').map((s) => s.name)).toEqual(['runtime', 'runtime-base']);
    for (const s of stages) {
      for (const copy of find(s, 'COPY')) {
        const from = flag(copy, 'from');
        if (from) expect(stages.slice(0, stages.indexOf(s)).map((p) => p.name)).toContain(from);
      }
    }
  });

  it("builds and runs on a maintained Node LTS line that package.json's engines admits (decision 0201)", () => {
    const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(text)?.[1] ?? '';
    const major = Number(/^node:(\d+)(?:[.-]|$)/.exec(image)?.[1]);
    // Even majors become LTS; 22 is maintained to April 2027, 24 to April 2028. 20 ended in April 2026.
    expect(major % 2).toBe(0);
    expect(major).toBeGreaterThanOrEqual(22);
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    const least = Number(/^[\^>=~\s]*(\d+)/.exec(engines)?.[1]);
    expect(least).toBeGreaterThanOrEqual(22);
    expect(major).toBeGreaterThanOrEqual(least);
    // Every stage that runs code starts from that image, not a Node named elsewhere.
    for (const s of stages.filter((st) => st.base.startsWith('node:') || st.base === '${NODE_IMAGE}'))
      expect(s.base).toBe('${NODE_IMAGE}');
    expect(stages.filter((s) => s.base === '${NODE_IMAGE}').map((s) => s.name)).toEqual([
      'deps',
      'runtime-base',
    ]);
    // Node 24.19+ aborts a process in which better-sqlite3 < 13 frees a statement outside JavaScript (seen here:
    // the workers of a replica died with SIGABRT on 24.21): the image moves to 24 together with better-sqlite3 13.
    const deps = (JSON.parse(read('package.json')) as { dependencies: Record<string, string> }).dependencies;
    if (Number(/(\d+)/.exec(deps['better-sqlite3'] ?? '')?.[1]) < 13) expect(major).toBeLessThan(24);
  });

  it('runs as a non-root user, checks /api/health, exposes PORT and starts with npm start', () => {
    for (const target of ['runtime', 'with-data']) {
      const user = args(inLineage(target, 'USER').at(-1) as Instruction);
      expect(user).toMatch(/^[a-z_][a-z0-9_-]*$/);
      expect(['root', '0']).not.toContain(user.split(':')[0]);
      const healthcheck = inLineage(target, 'HEALTHCHECK').at(-1);
      expect(healthcheck && args(healthcheck)).toContain('scripts/healthcheck.mjs');
      expect(read('scripts/healthcheck.mjs')).toContain('/api/health');
      const port = /\bPORT=(\d+)/.exec(inLineage(target, 'ENV').map(args).join(' '))?.[1];
      expect(inLineage(target, 'EXPOSE').map(args)).toEqual([port]);
      expect(inLineage(target, 'CMD').map(args)).toEqual(['["npm", "start"]']);
    }
  });

  it('keeps the source data out of every shipped image: only the data stage mounts it, with-data copies the database', () => {
    const shipped = new Set([...lineage('runtime'), ...lineage('with-data')]);
    for (const s of shipped) {
      for (const copy of find(s, 'COPY')) {
        expect(args(copy)).not.toMatch(/^\.\s/); // never the whole build context
        expect(args(copy)).not.toMatch(/data\/sources|\/sources/);
      }
    }
    const dataCopies = find(stage('with-data'), 'COPY');
    expect(dataCopies.map((c) => [flag(c, 'from'), args(c)])).toEqual([
      ['data', '/out/training.db /data/training.db'],
      // and the engine snapshot the data build wrote beside it (decision 0122)
      ['data', '/out/training.db.engine /data/training.db.engine'],
    ]);
    const mounts = stages.flatMap((s) =>
      find(s, 'RUN').map((r) => ({ stage: s.name, mount: flag(r, 'mount') })),
    );
    expect(mounts.filter((m) => m.mount?.includes('training-data'))).toEqual([
      { stage: 'data', mount: 'type=bind,from=training-data,target=/sources' },
    ]);
    // Files copied from the build context exist.
    for (const s of stages) {
      for (const copy of find(s, 'COPY').filter((c) => !flag(c, 'from'))) {
        const sources = args(copy).split(/\s+/).slice(0, -1);
        for (const source of sources.filter((f) => f !== '.'))
          expect(existsSync(path.join(repoRoot, source))).toBe(true);
      }
    }
  });

  it('has a .dockerignore that keeps data, databases, secrets and local builds out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of [
      '.git',
      '.env',
      'node_modules',
      'dist',
      '.cache',
      'data/sources',
      'data/releases',
      '**/*.db',
    ])
      expect(ignored).toContain(entry);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// compose.yaml

type Service = Record<string, unknown> & {
  environment?: Record<string, string>;
  volumes?: { type: string; source: string; target: string; read_only?: boolean }[];
  networks?: Record<string, { ipv4_address?: string }> | string[];
  deploy?: { replicas?: number | string };
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  build?: { context: string; target: string };
};
interface ComposeFile {
  services: Record<string, Service>;
  networks: Record<string, { ipam?: { config?: { subnet: string }[] } }>;
}

describe('compose.yaml', () => {
  const source = read('compose.yaml');
  const env = { PUBLIC_SEARCH_TOKEN: 'compose-check-token-0123' };
  const compose = parseYaml(interpolate(source, env), { uniqueKeys: true }) as ComposeFile;
  const schema = JSON.parse(read('deploy/compose-spec/compose-spec.json')) as object;
  // The schema names draft-07's meta-schema by its https address; Ajv knows it by the http one.
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addMetaSchema({ ...draft07, $id: 'https://json-schema.org/draft-07/schema' });
  const validateCompose = ajv.compile(schema);
  const app = compose.services.app ?? {};
  const lb = compose.services.lb ?? {};

  it('is valid against the Compose Specification schema, which does reject a wrong file', () => {
    const valid = validateCompose(compose);
    expect(validateCompose.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    const wrong = structuredClone(compose) as unknown as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    (wrong.services as Record<string, Record<string, unknown>>).app = {
      ...app,
      replica: 2,
      read_only: 'yes',
    };
    expect(validateCompose(wrong)).toBe(false);
  });

  it('refuses to start without a PUBLIC_SEARCH_TOKEN shared by the replicas', () => {
    expect(() => interpolate(source, {})).toThrow(/PUBLIC_SEARCH_TOKEN/);
    expect(app.environment?.PUBLIC_SEARCH_TOKEN).toBe(env.PUBLIC_SEARCH_TOKEN);
  });

  it('runs at least two stateless replicas of the image on a read-only database, reachable only through the proxy', () => {
    expect(Number(app.deploy?.replicas)).toBeGreaterThanOrEqual(2);
    expect(app.build).toEqual({ context: '.', target: 'runtime' });
    expect(app.read_only).toBe(true);
    expect(app.ports).toBeUndefined();
    const data = app.volumes?.find((v) => v.target === '/data');
    expect(data).toMatchObject({ type: 'bind', read_only: true });
    expect(app.environment?.DB_PATH?.startsWith('/data/')).toBe(true);
  });

  it('puts HAProxy in front with deploy/haproxy.cfg, on the port the replicas listen on, trusted for client addresses', () => {
    expect(String(lb.image)).toMatch(/^haproxy:/);
    const cfg = lb.volumes?.find((v) => v.target.endsWith('haproxy.cfg'));
    expect(cfg).toMatchObject({ source: './deploy/haproxy.cfg', read_only: true });
    expect(lb.depends_on?.app?.condition).toBe('service_healthy');
    const haproxy = readFileSync(HAPROXY_CFG, 'utf8');
    expect(haproxy).toMatch(new RegExp(`server-template app \\S+ app:${app.environment?.PORT}\\b`));
    expect(lb.ports?.some((p) => p.endsWith(':8080'))).toBe(true);
    expect(haproxy).toMatch(/^\s*bind :8080\b/m);
    // TRUST_PROXY names the load balancer's fixed address on the replicas' network.
    const networks = lb.networks as Record<string, { ipv4_address?: string }>;
    const [networkName, lbNetwork] = Object.entries(networks)[0] ?? [];
    expect(app.environment?.TRUST_PROXY).toBe(lbNetwork?.ipv4_address);
    const subnet = compose.networks[networkName ?? '']?.ipam?.config?.[0]?.subnet ?? '';
    expect(lbNetwork?.ipv4_address?.startsWith(subnet.split('.').slice(0, 3).join('.'))).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// deploy/haproxy.cfg and deploy/roll-out.sh

describe('deploy/haproxy.cfg', () => {
  it('passes `haproxy -c`, as written and as the replica test rewrites it for loopback', () => {
    requireHaproxy();
    const production = checkConfig(HAPROXY_CFG);
    expect(production.output).toMatch(/valid/i);
    expect(production.ok).toBe(true);
    const dir = mkdtempSync(path.join(tmpdir(), 'ts-haproxy-check-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      const loopback = loopbackConfig(readFileSync(HAPROXY_CFG, 'utf8'), {
        lbPort: 1,
        statsPort: 2,
        servers: [
          { name: 'r1', port: 3 },
          { name: 'r2', port: 4 },
        ],
        checkTiming: 'check inter 200ms fall 2 rise 1',
      });
      writeFileSync(file, loopback);
      expect(checkConfig(file).ok).toBe(true);
      expect(loopback).not.toMatch(/resolvers|server-template/);
      // Everything but the marked lines is the production file's.
      expect(loopback).toContain('retry-on conn-failure empty-response response-timeout 503');
      writeFileSync(file, loopback.replace('timeout server 35s', 'timeout server thirty'));
      expect(checkConfig(file).ok).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is rewritten only through its marked lines: a missing marker is an error, not a silent difference', () => {
    const template = readFileSync(HAPROXY_CFG, 'utf8').replace('# loopback: servers', '');
    expect(() =>
      loopbackConfig(template, { lbPort: 1, statsPort: 2, servers: [], checkTiming: 'check' }),
    ).toThrow(/loopback: servers/);
  });
});

describe('deploy/roll-out.sh', () => {
  it('is valid bash', () => {
    const run = spawnSync('bash', ['-n', path.join(repoRoot, 'deploy/roll-out.sh')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
