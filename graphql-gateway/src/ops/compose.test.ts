/**
 * Reads docker-compose.yml and the Dockerfile (no Docker engine needed) and checks the wiring
 * of the scaled mode against the code: service names and ports, the URLs each service is given,
 * health checks and start order, and what the gateway and web images must carry at run time (every
 * workspace package a server depends on, such as @cadence/server-kit, included).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

type EnvValue = string | number | boolean | null;
type Service = {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; target?: string; args?: Record<string, EnvValue> | string[] };
  command?: string | string[];
  environment?: Record<string, EnvValue> | string[];
  ports?: Array<string | number | { target?: number | string; published?: number | string }>;
  expose?: Array<string | number>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
};
type ComposeFile = { services?: Record<string, Service> };

function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, 'turbo.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No turbo.json above ${start}`);
    dir = parent;
  }
}

const root = findRepoRoot(__dirname);
const read = (relative: string): string => readFileSync(path.join(root, relative), 'utf8');

// Compose resolves YAML merge keys (`<<: *anchor`); yaml v2 needs to be told to.
const compose = parse(read('docker-compose.yml'), { merge: true }) as ComposeFile;
const services: Record<string, Service> = compose.services ?? {};

/** The subgraphs as the gateway's configuration knows them, in order (ports are 4101 + index). */
const envSource = read('graphql-gateway/src/env.ts');
const subgraphNames: string[] = (() => {
  const list = /SUBGRAPH_NAMES\s*=\s*\[([^\]]*)\]/.exec(envSource)?.[1] ?? '';
  return [...list.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]!);
})();
const EXPECTED_SUBGRAPHS: Record<string, number> = {
  routing: 4101,
  menus: 4102,
  store: 4103,
  catalogue: 4104,
  customer: 4105,
  cart: 4106,
  finance: 4107,
};
const GATEWAY_IMAGE_SERVICES = ['db-prepare', 'gateway', ...Object.keys(EXPECTED_SUBGRAPHS).map((n) => `subgraph-${n}`)];
const SERVER_SERVICES = GATEWAY_IMAGE_SERVICES.filter((s) => s !== 'db-prepare');
const ALL_SERVICES = ['postgres', 'redis', 'mailpit', 'web', ...GATEWAY_IMAGE_SERVICES];

function service(name: string): Service {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}

/** A service's environment as a map, whichever of the two compose syntaxes it uses. */
function envOf(name: string): Record<string, string> {
  const raw = service(name).environment ?? {};
  const entries: Array<[string, string]> = Array.isArray(raw)
    ? raw.map((line) => {
        const at = line.indexOf('=');
        return at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at + 1)];
      })
    : Object.entries(raw).map(([k, v]) => [k, v === null ? '' : String(v)]);
  return Object.fromEntries(entries);
}

/** Host-published ports as `published:target` pairs (short "[ip:]host:container[/proto]" or long syntax). */
function publishedPorts(name: string): Array<{ published: number; target: number }> {
  return (service(name).ports ?? []).flatMap((port) => {
    if (typeof port === 'object') {
      return port.published === undefined ? [] : [{ published: Number(port.published), target: Number(port.target) }];
    }
    const parts = String(port)
      .replace(/\/(tcp|udp)$/, '')
      .split(':');
    if (parts.length < 2) return []; // a container port alone gets a random host port
    return [{ published: Number(parts[parts.length - 2]), target: Number(parts[parts.length - 1]) }];
  });
}

function dependsOn(name: string): Record<string, string> {
  const raw = service(name).depends_on ?? {};
  if (Array.isArray(raw)) return Object.fromEntries(raw.map((s) => [s, 'service_started']));
  return Object.fromEntries(Object.entries(raw).map(([s, v]) => [s, v?.condition ?? 'service_started']));
}

function healthTest(name: string): string {
  const test = service(name).healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
}

function commandOf(name: string): string {
  const command = service(name).command;
  return Array.isArray(command) ? command.join(' ') : (command ?? '');
}

function dockerfileOf(name: string): string | undefined {
  const build = service(name).build;
  if (build === undefined) return undefined;
  if (typeof build === 'string') return path.join(build, 'Dockerfile');
  return path.join(build.context ?? '.', build.dockerfile ?? 'Dockerfile');
}

function targetOf(name: string): string | undefined {
  const build = service(name).build;
  return typeof build === 'object' ? build.target : undefined;
}

/** Dockerfile instructions with line continuations joined and comments dropped. */
function instructions(dockerfile: string): Array<{ op: string; args: string }> {
  const text = read(dockerfile)
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\r?\n/g, ' ');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [op = '', ...rest] = line.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

/** The instructions of one stage (`FROM … AS target`) up to the next FROM. */
function stage(dockerfile: string, target: string): Array<{ op: string; args: string }> {
  const steps = instructions(dockerfile);
  const start = steps.findIndex((s) => s.op === 'FROM' && new RegExp(`\\bAS\\s+${target}$`, 'i').test(s.args));
  if (start < 0) throw new Error(`${dockerfile} has no stage ${target}`);
  const next = steps.findIndex((s, i) => i > start && s.op === 'FROM');
  return steps.slice(start, next < 0 ? undefined : next);
}

/** A target stage's COPY instructions as sources and destination (flags such as --from dropped). */
function finalCopies(dockerfile: string, target: string): Array<{ sources: string[]; dest: string }> {
  return stage(dockerfile, target)
    .filter((i) => i.op === 'COPY')
    .map((i) => {
      const paths = i.args.split(/\s+/).filter((t) => !t.startsWith('--'));
      return { sources: paths.slice(0, -1), dest: paths[paths.length - 1] ?? '' };
    });
}

/** An image path (`/app/schema/`, `./schema`, `./`) as a repo-relative one (`schema`, ``): the app lives in /app. */
function repoRelative(p: string): string {
  const relative = path.posix.normalize(p.replace(/^\/app(\/|$)/, '')).replace(/\/+$/, '');
  return relative === '.' ? '' : relative;
}

/** True when the target stage copies `relative` to the same repo-relative place in the image. */
function copiesIntoImage(dockerfile: string, target: string, relative: string): boolean {
  return finalCopies(dockerfile, target).some(({ sources, dest }) =>
    sources.some((source) => {
      if (repoRelative(source) !== relative) return false;
      const target =
        dest.endsWith('/') || sources.length > 1
          ? path.posix.join(repoRelative(dest), path.posix.basename(source))
          : repoRelative(dest);
      return target === relative;
    }),
  );
}

function parseUrl(value: string | undefined, variable: string): URL {
  if (!value) throw new Error(`${variable} is not set`);
  return new URL(value);
}

describe('docker-compose.yml', () => {
  it('defines every service of the scaled mode', () => {
    expect(Object.keys(services).sort()).toEqual(expect.arrayContaining(ALL_SERVICES));
    for (const name of ALL_SERVICES) expect(services[name]).toBeDefined();
  });

  it('has a subgraph service for every subgraph the gateway configuration knows', () => {
    expect(subgraphNames.length).toBeGreaterThan(0);
    expect([...subgraphNames].sort()).toEqual(Object.keys(EXPECTED_SUBGRAPHS).sort());
    // env.ts defaults a subgraph's port to 4101 + its index: keep compose on the same numbers.
    subgraphNames.forEach((name, index) => expect(EXPECTED_SUBGRAPHS[name]).toBe(4101 + index));
  });

  it('uses the expected images for the backing services', () => {
    expect(service('postgres').image).toMatch(/^postgres:15-alpine/);
    expect(service('redis').image).toMatch(/^redis:7-alpine/);
    expect(service('mailpit').image).toMatch(/^axllent\/mailpit(:|$)/);
  });

  it('publishes the storefront on 3000 and the gateway on 4000 through the balancer, and Mailpit on 8025 and 1025', () => {
    expect(publishedPorts('balancer')).toContainEqual({ published: 3000, target: 3000 });
    expect(publishedPorts('balancer')).toContainEqual({ published: 4000, target: 4000 });
    expect(publishedPorts('mailpit')).toContainEqual({ published: 8025, target: 8025 });
    expect(publishedPorts('mailpit')).toContainEqual({ published: 1025, target: 1025 });
  });

  it('publishes every host port on the loopback address unless PUBLISH_ADDRESS says otherwise (its secrets are placeholders)', () => {
    const published = Object.entries(services).flatMap(([name, s]) => (s.ports ?? []).map((port) => ({ name, port })));
    expect(published.length).toBeGreaterThan(0);
    for (const { name, port } of published) {
      expect({ name, port: String(port) }).toEqual({
        name,
        port: expect.stringMatching(/^\$\{PUBLISH_ADDRESS:-127\.0\.0\.1\}:\d+:\d+$/),
      });
    }
  });

  it('publishes no host port for the subgraphs, so they can be scaled with --scale', () => {
    for (const name of Object.keys(EXPECTED_SUBGRAPHS)) expect(publishedPorts(`subgraph-${name}`)).toEqual([]);
  });

  describe.each(Object.entries(EXPECTED_SUBGRAPHS))('subgraph %s', (name, port) => {
    const serviceName = `subgraph-${name}`;

    it(`serves ${name} alone on ${port}`, () => {
      const env = envOf(serviceName);
      expect(env.SUBGRAPH_NAME).toBe(name);
      expect(env.SUBGRAPH_PORT).toBe(String(port));
      expect(commandOf(serviceName)).toMatch(/^node graphql-gateway\/dist\/subgraph-main\.js$/);
    });

    it('is checked on its own port for readiness (/readyz)', () => {
      expect(healthTest(serviceName)).toContain(`127.0.0.1:${port}/readyz`);
    });

    it("has the gateway's PROXY_SECRET: it answers GraphQL only to callers sending it (gateway/hardening.ts)", () => {
      expect(envOf(serviceName).PROXY_SECRET).toBeTruthy();
      expect(envOf(serviceName).PROXY_SECRET).toBe(envOf('gateway').PROXY_SECRET);
    });

    it('is what the gateway points SUBGRAPH_<NAME>_URL at', () => {
      expect(envOf('gateway')[`SUBGRAPH_${name.toUpperCase()}_URL`]).toBe(`http://${serviceName}:${port}/graphql`);
    });
  });

  it('sets every SUBGRAPH_*_URL that graphql-gateway/src/env.ts parses on the gateway', () => {
    const variables = [...new Set(envSource.match(/SUBGRAPH_[A-Z]+_URL/g) ?? [])];
    expect(variables.length).toBeGreaterThanOrEqual(subgraphNames.length);
    const env = envOf('gateway');
    for (const variable of variables) {
      const url = parseUrl(env[variable], `gateway ${variable}`);
      expect(services[url.hostname]).toBeDefined(); // points at a service of this file
    }
  });

  it.each(GATEWAY_IMAGE_SERVICES)('gives %s PostgreSQL, Redis and Mailpit by service name', (name) => {
    const env = envOf(name);
    const database = parseUrl(env.DATABASE_URL, `${name} DATABASE_URL`);
    expect(database.protocol).toMatch(/^postgres(ql)?:$/);
    expect(database.hostname).toBe('postgres');
    const redis = parseUrl(env.REDIS_URL, `${name} REDIS_URL`);
    expect(redis.protocol).toBe('redis:');
    expect(redis.hostname).toBe('redis');
    const smtp = parseUrl(env.SMTP_URL, `${name} SMTP_URL`);
    expect(smtp.protocol).toBe('smtp:');
    expect(smtp.hostname).toBe('mailpit');
    expect(smtp.port).toBe('1025');
  });

  it.each(SERVER_SERVICES)('makes %s listen on all interfaces (the code defaults to 127.0.0.1)', (name) => {
    expect(envOf(name).GATEWAY_HOST).toBe('0.0.0.0');
  });

  it('runs web and gateway as two replicas each, with no host port of their own (the balancer publishes them)', () => {
    for (const name of ['web', 'gateway']) {
      expect((service(name) as { deploy?: { replicas?: number } }).deploy?.replicas).toBe(2);
      expect(publishedPorts(name)).toEqual([]);
    }
  });

  it('has the balancer vouch for every gateway client’s own address, with the secret the web and gateways share', () => {
    // A review: the public gateway port sent no secret, so the gateways counted every direct API
    // client as the balancer, one bucket for all (50 failed sign-ins refused everyone).
    const balancer = service('balancer') as Service & { volumes?: string[] };
    expect(balancer.volumes).toContain('./deploy/nginx-balancer.conf.template:/etc/nginx/templates/default.conf.template:ro');
    expect(envOf('balancer').PROXY_SECRET).toBe(envOf('gateway').PROXY_SECRET);
    expect(envOf('balancer').PROXY_SECRET).toBe(envOf('web').PROXY_SECRET);
    // Only the secret is filled in (compose writes a literal $ as $$).
    expect(envOf('balancer').NGINX_ENVSUBST_FILTER).toBe('^PROXY_SECRET$$');
    const template = read('deploy/nginx-balancer.conf.template');
    // Only a request with the secret (a web replica) keeps its X-Forwarded-For; anyone else is the address that connected.
    expect(template).toMatch(
      /map \$http_x_cadence_proxy_secret \$gateway_forwarded_for \{\s*"\$\{PROXY_SECRET\}" \$proxy_add_x_forwarded_for;\s*default \$remote_addr;\s*\}/,
    );
    const gatewayBlock = template.slice(template.indexOf('listen 4000'));
    expect(gatewayBlock).toContain('proxy_set_header X-Forwarded-For $gateway_forwarded_for;');
    expect(gatewayBlock).toContain('proxy_set_header X-Cadence-Proxy-Secret "${PROXY_SECRET}";');
    // The storefront's port never passes a secret on, nor a client's own X-Forwarded-For.
    const webBlock = template.slice(template.indexOf('listen 3000'), template.indexOf('listen 4000'));
    expect(webBlock).toContain('proxy_set_header X-Cadence-Proxy-Secret "";');
    expect(webBlock).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });

  it.each(SERVER_SERVICES)(
    'gives %s the storefronts’ domains the web is built with (one rule for every absolute link)',
    (name) => {
      const build = (service('web') as Service & { build?: { args?: Record<string, string> } }).build?.args ?? {};
      expect(envOf(name).SITE_DOMAIN_EN).toBe(build.SITE_DOMAIN_EN);
      expect(envOf(name).SITE_DOMAIN_DE).toBe(build.SITE_DOMAIN_DE);
    },
  );

  it('points the web app at the gateway replicas through the balancer', () => {
    const url = parseUrl(envOf('web').GATEWAY_URL, 'web GATEWAY_URL');
    expect(url.hostname).toBe('balancer');
    expect(url.port).toBe(envOf('gateway').GATEWAY_PORT ?? '4000');
    expect(url.pathname).toBe('/graphql');
  });

  it.each(ALL_SERVICES.filter((s) => s !== 'db-prepare'))('health-checks the long-running service %s', (name) => {
    const check = service(name).healthcheck;
    expect(check).toBeDefined();
    expect(check?.disable).not.toBe(true);
    expect(healthTest(name)).not.toBe('');
  });

  it('health-checks the gateway and the web app on their readiness endpoints (/readyz)', () => {
    expect(healthTest('gateway')).toContain('127.0.0.1:4000/readyz');
    expect(healthTest('web')).toContain('127.0.0.1:3000/readyz');
  });

  it('runs db-prepare once, after postgres is healthy, with the commerce prepare script', () => {
    expect(commandOf('db-prepare')).toBe('node commerce/dist/db/prepare.js');
    expect(dependsOn('db-prepare').postgres).toBe('service_healthy');
  });

  it.each(SERVER_SERVICES)('starts %s only after db-prepare completed successfully', (name) => {
    expect(dependsOn(name)['db-prepare']).toBe('service_completed_successfully');
  });

  it('starts the gateway after every subgraph is healthy, and web after the gateway', () => {
    const gateway = dependsOn('gateway');
    for (const name of Object.keys(EXPECTED_SUBGRAPHS)) expect(gateway[`subgraph-${name}`]).toBe('service_healthy');
    expect(dependsOn('web').gateway).toBe('service_healthy');
  });

  it('only depends on services that exist', () => {
    for (const name of Object.keys(services)) {
      for (const target of Object.keys(dependsOn(name)))
        expect([name, target, services[target] !== undefined]).toEqual([name, target, true]);
    }
  });

  it('builds the gateway target for the gateway, subgraphs and db-prepare, and the web target for web, from one Dockerfile', () => {
    for (const name of GATEWAY_IMAGE_SERVICES) {
      expect(dockerfileOf(name)).toBe(path.join('.', 'Dockerfile'));
      expect(targetOf(name)).toBe('gateway');
    }
    expect(dockerfileOf('web')).toBe(path.join('.', 'Dockerfile'));
    expect(targetOf('web')).toBe('web');
  });

  it('names only Dockerfiles that exist', () => {
    const named = Object.keys(services)
      .map(dockerfileOf)
      .filter((f): f is string => f !== undefined);
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) expect([file, existsSync(path.join(root, file))]).toEqual([file, true]);
  });

  it('runs entry points that exist in the sources (dist/x.js is built from src/x.ts)', () => {
    for (const name of GATEWAY_IMAGE_SERVICES) {
      const script = commandOf(name)
        .split(' ')
        .find((part) => /\/dist\/.+\.js$/.test(part));
      expect(script).toBeDefined();
      const source = script!.replace('/dist/', '/src/').replace(/\.js$/, '.ts');
      expect([name, source, existsSync(path.join(root, source))]).toEqual([name, source, true]);
    }
  });
});

describe.each(['gateway', 'web'])('Dockerfile target %s', (target) => {
  const dockerfile = 'Dockerfile';
  const steps = instructions(dockerfile);
  const finalStage = stage(dockerfile, target);

  it('builds from node:20-bookworm-slim in several stages', () => {
    const args = Object.fromEntries(
      steps
        .filter((s) => s.op === 'ARG' && s.args.includes('='))
        .map((s) => [s.args.slice(0, s.args.indexOf('=')), s.args.slice(s.args.indexOf('=') + 1)]),
    );
    const froms = steps
      .filter((s) => s.op === 'FROM')
      .map((s) => s.args.split(/\s+/)[0]!.replace(/^\$\{?(\w+)\}?$/, (_, a: string) => args[a] ?? a));
    expect(froms.length).toBeGreaterThan(1);
    const stageNames = steps.filter((s) => s.op === 'FROM').map((s) => /\bAS\s+(\S+)/i.exec(s.args)?.[1]);
    for (const image of froms) expect(image === 'node:20-bookworm-slim' || stageNames.includes(image)).toBe(true);
  });

  it('runs as a non-root user with NODE_ENV=production and declares EXPOSE, HEALTHCHECK and CMD', () => {
    const user = finalStage.filter((s) => s.op === 'USER').pop();
    expect(user?.args).toBeDefined();
    expect(user?.args).not.toMatch(/^(root|0)(:|$)/);
    expect(finalStage.some((s) => s.op === 'ENV' && /\bNODE_ENV=production\b/.test(s.args))).toBe(true);
    expect(finalStage.some((s) => s.op === 'EXPOSE')).toBe(true);
    expect(finalStage.some((s) => s.op === 'HEALTHCHECK' && /\bCMD\b/.test(s.args))).toBe(true);
    expect(finalStage.some((s) => s.op === 'CMD')).toBe(true);
  });
});

/** The workspaces by package name (`@cadence/commerce` → `commerce`), from the root package.json. */
const workspaces: Record<string, string> = Object.fromEntries(
  (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces.map((dir) => [
    (JSON.parse(read(`${dir}/package.json`)) as { name: string }).name,
    dir,
  ]),
);

describe('Dockerfile workspaces', () => {
  it.each(Object.values(workspaces))('copies the %s manifest for npm ci', (dir) => {
    expect(copiesIntoImage('Dockerfile', 'manifests', `${dir}/package.json`)).toBe(true);
  });

  // A workspace package is resolved at run time through its node_modules link and its exports map
  // to dist: the image needs both where the repo has them.
  describe.each([
    ['gateway', 'graphql-gateway'],
    ['web', 'web'],
  ])('target %s', (target, dir) => {
    const dependencies = Object.keys(
      (JSON.parse(read(`${dir}/package.json`)) as { dependencies: Record<string, string> }).dependencies,
    );
    const local = dependencies.filter((name) => workspaces[name] !== undefined);

    it('depends on the server kit', () => {
      expect(local).toContain('@cadence/server-kit');
    });

    it.each(local)('carries %s (package.json and dist)', (name) => {
      for (const file of ['package.json', 'dist'])
        expect([name, file, copiesIntoImage('Dockerfile', target, `${workspaces[name]}/${file}`)]).toEqual([name, file, true]);
    });
  });
});

describe('Dockerfile target gateway', () => {
  const dockerfile = 'Dockerfile';

  it.each([
    'schema', // supergraph.graphql, loaded at start
    'commerce/src/db/migrations', // SQL read by the migrator at run time
    'commerce/dist',
    'graphql-gateway/dist',
    'turbo.json', // repoRoot() marker
    'commerce/drizzle.config.ts', // commerceRoot() marker
    'commerce/package.json', // exports map for @cadence/commerce/*
  ])('copies %s into the image at the same place as in the repo', (relative) => {
    expect(copiesIntoImage(dockerfile, 'gateway', relative)).toBe(true);
  });

  it('serves the gateway by default and listens on all interfaces', () => {
    const steps = stage(dockerfile, 'gateway');
    expect(steps.filter((s) => s.op === 'CMD').pop()?.args).toContain('graphql-gateway/dist/main.js');
    // With the young generation `npm start` gives it (scripts/lib/shop.mjs), in the image and in compose.
    const shop = readFileSync(path.join(root, 'scripts/lib/shop.mjs'), 'utf8');
    const nodeArgs = JSON.parse(/GATEWAY_NODE_ARGS = (\[[^\]]*\])/.exec(shop)![1]!.replaceAll("'", '"')) as string[];
    expect(nodeArgs.length).toBeGreaterThan(0);
    for (const arg of nodeArgs) {
      expect(steps.filter((s) => s.op === 'CMD').pop()?.args).toContain(arg);
      expect(commandOf('gateway').split(' ')).toContain(arg);
    }
    expect(steps.some((s) => s.op === 'ENV' && /\bGATEWAY_HOST=0\.0\.0\.0\b/.test(s.args))).toBe(true);
    expect(
      steps
        .filter((s) => s.op === 'EXPOSE')
        .map((s) => s.args)
        .join(' '),
    ).toMatch(/\b4000\b/);
  });
});

describe('Dockerfile target web', () => {
  const dockerfile = 'Dockerfile';

  it.each(['web/.next', 'web/public', 'web/next.config.ts', 'web/next-i18next.config.js', 'web/package.json'])(
    'copies %s into the image',
    (relative) => {
      expect(copiesIntoImage(dockerfile, 'web', relative)).toBe(true);
    },
  );

  it.each([
    'NEXT_PUBLIC_BRAND_NAME',
    'NEXT_PUBLIC_APP_ENV',
    'SITE_DOMAIN_EN',
    'SITE_DOMAIN_DE',
    'NEXT_PUBLIC_LOCATION_COOKIE_TIME',
    'NEXT_PUBLIC_LOCATION_COOKIE_UNIT',
  ])('takes %s as a build argument, also passed by docker-compose.yml', (name) => {
    expect(instructions(dockerfile).some((s) => s.op === 'ARG' && s.args.split('=')[0] === name)).toBe(true);
    const args = (service('web').build as { args?: Record<string, EnvValue> }).args ?? {};
    expect(Object.keys(args)).toContain(name);
  });

  it('starts the web server (Next behind the page cache) on 0.0.0.0', () => {
    const steps = stage(dockerfile, 'web');
    expect(steps.filter((s) => s.op === 'CMD').pop()?.args).toContain('web/server/index.cjs');
    expect(steps.some((s) => s.op === 'ENV' && /WEB_HOST=0\.0\.0\.0/.test(s.args))).toBe(true);
    expect(steps.some((s) => s.op === 'COPY' && s.args.includes('/app/web/server'))).toBe(true);
  });
});
