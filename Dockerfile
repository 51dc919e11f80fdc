# syntax=docker/dockerfile:1
#
# Every image of the shop from one file: shared stages (npm, manifests, dependencies, sources) and
# a target per image. Build context: the repo root (npm workspaces need the root manifest and lockfile).
#
#   docker build --target gateway -t cadence/graphql-gateway .
#       One image, three roles (docker-compose.yml):
#         gateway     node graphql-gateway/dist/main.js           (default CMD, :4000)
#         subgraph    node graphql-gateway/dist/subgraph-main.js  (SUBGRAPH_NAME, SUBGRAPH_PORT :4101-4106)
#         db-prepare  node commerce/dist/db/prepare.js            (one-off: migrations + seed, then exits)
#
#   docker build --target web -t cadence/web \
#     --build-arg NEXT_PUBLIC_APP_ENV=staging \
#     --build-arg SITE_DOMAIN_EN=cadencecycles.co.uk --build-arg SITE_DOMAIN_DE=cadencecycles.de .
#       The Next.js storefront served by server/index.cjs (Next behind a page micro-cache) on :3000.
#       It talks GraphQL to the gateway only (GATEWAY_URL, read at run time), never to the database.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS base
# The repo pins npm 11 (packageManager); the node:20 image ships npm 10.
ARG NPM_VERSION=11.19.1
ENV TURBO_TELEMETRY_DISABLED=1 \
    NEXT_TELEMETRY_DISABLED=1 \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
RUN npm install -g "npm@${NPM_VERSION}"
WORKDIR /app

# ---------------------------------------------------------------------------------------------
# Manifests only, so the dependency layers stay cached until a package.json or the lockfile
# changes. Every workspace's package.json is needed: `npm ci` checks the lockfile against all.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY commerce/package.json commerce/
COPY server-kit/package.json server-kit/
COPY graphql-gateway/package.json graphql-gateway/
COPY web/package.json web/
COPY e2e/package.json e2e/

# ---------------------------------------------------------------------------------------------
# Runtime dependencies only (no turbo, typescript, jest...), shared by every image. The mkdir keeps
# the COPYs in the runtime stages valid whether or not npm needed a nested node_modules in a workspace.
FROM manifests AS prod-deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev \
 && mkdir -p commerce/node_modules graphql-gateway/node_modules web/node_modules

# ---------------------------------------------------------------------------------------------
# Full install and the sources, shared by the build stages. NODE_ENV stays unset here:
# NODE_ENV=production would make `npm ci` skip the devDependencies the builds need.
FROM manifests AS deps
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .

# ---------------------------------------------------------------------------------------------
FROM deps AS gateway-build
# Builds @cadence/commerce (commerce/dist) and @cadence/server-kit (server-kit/dist), then
# @cadence/graphql-gateway (graphql-gateway/dist).
RUN npx turbo run build --filter=@cadence/graphql-gateway...

# ---------------------------------------------------------------------------------------------
FROM deps AS web-build
# Builds @cadence/server-kit (server-kit/dist, which server/*.cjs require) then the web app.
# Next inlines these into the bundles (next.config.ts `env`, proxy.ts) and derives the locale
# domains from SITE_DOMAIN_EN/SITE_DOMAIN_DE at build time, so they are build arguments.
# Empty domains mean one host with the /de-DE path prefix (what a local stack wants).
ARG NEXT_PUBLIC_BRAND_NAME="Cadence Cycles"
ARG NEXT_PUBLIC_APP_ENV=local
ARG SITE_DOMAIN_EN=""
ARG SITE_DOMAIN_DE=""
ARG NEXT_PUBLIC_LOCATION_COOKIE_TIME=30
ARG NEXT_PUBLIC_LOCATION_COOKIE_UNIT=days
ENV NEXT_PUBLIC_BRAND_NAME="${NEXT_PUBLIC_BRAND_NAME}" \
    NEXT_PUBLIC_APP_ENV="${NEXT_PUBLIC_APP_ENV}" \
    SITE_DOMAIN_EN="${SITE_DOMAIN_EN}" \
    SITE_DOMAIN_DE="${SITE_DOMAIN_DE}" \
    NEXT_PUBLIC_LOCATION_COOKIE_TIME="${NEXT_PUBLIC_LOCATION_COOKIE_TIME}" \
    NEXT_PUBLIC_LOCATION_COOKIE_UNIT="${NEXT_PUBLIC_LOCATION_COOKIE_UNIT}"
# --env-mode=loose: turbo's default strict mode hides variables not declared in turbo.json from
# the task, and SITE_DOMAIN_* are not NEXT_PUBLIC_* (which turbo passes for Next by itself).
RUN npx turbo run build --filter=@cadence/web... --env-mode=loose \
 && rm -rf web/.next/cache

# ---------------------------------------------------------------------------------------------
# The gateway image (target: gateway)
FROM ${NODE_IMAGE} AS gateway
ENV NODE_ENV=production \
    GATEWAY_HOST=0.0.0.0 \
    GATEWAY_PORT=4000 \
    APOLLO_TELEMETRY_DISABLED=true \
    DATA_DIR=/app/.data
# glibc gives large freed blocks back to the system (scripts/lib/shop.mjs: GATEWAY_MALLOC_TUNABLES).
ENV GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072
WORKDIR /app

# node_modules holds the workspace symlinks (@cadence/commerce -> ../../commerce,
# @cadence/server-kit -> ../../server-kit), so the packages below must sit at the same relative
# places as in the repo.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/commerce/node_modules ./commerce/node_modules
COPY --from=prod-deps /app/graphql-gateway/node_modules ./graphql-gateway/node_modules

# turbo.json and commerce/drizzle.config.ts are the markers the code walks up to
# (repoRoot()/commerceRoot() in commerce/src/shared/paths.ts): keep them where they are.
COPY --from=gateway-build /app/package.json /app/turbo.json ./
# commerce/package.json carries the "exports" map that resolves @cadence/commerce/* to dist.
COPY --from=gateway-build /app/commerce/package.json /app/commerce/drizzle.config.ts ./commerce/
COPY --from=gateway-build /app/commerce/dist ./commerce/dist
# The SQL migrations are read at run time (tsc does not copy them into dist).
COPY --from=gateway-build /app/commerce/src/db/migrations ./commerce/src/db/migrations
# The rules the gateway shares with the web server; package.json maps @cadence/server-kit/* to dist.
COPY --from=gateway-build /app/server-kit/package.json ./server-kit/
COPY --from=gateway-build /app/server-kit/dist ./server-kit/dist
COPY --from=gateway-build /app/graphql-gateway/package.json ./graphql-gateway/
COPY --from=gateway-build /app/graphql-gateway/dist ./graphql-gateway/dist
# The composed supergraph the gateway loads (generated and committed).
COPY --from=gateway-build /app/schema ./schema

# Application files stay root-owned (read-only to the process); only DATA_DIR is writable
# (embedded PGlite when the image runs without DATABASE_URL, the mail outbox).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node

EXPOSE 4000 4101 4102 4103 4104 4105 4106

# Checks whichever role this container plays: a subgraph's port when SUBGRAPH_NAME is set,
# else the gateway's. (docker-compose.yml sets its own per-service healthchecks too.)
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=6 \
  CMD node -e "const e=process.env,d={routing:4101,menus:4102,store:4103,catalogue:4104,customer:4105,cart:4106};const p=e.SUBGRAPH_NAME?(e.SUBGRAPH_PORT||d[e.SUBGRAPH_NAME]):(e.GATEWAY_PORT||4000);fetch('http://127.0.0.1:'+p+'/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"

# 32 MB semi-spaces: requests' objects die young under load (scripts/lib/shop.mjs says why).
CMD ["node", "--max-semi-space-size=32", "graphql-gateway/dist/main.js"]

# ---------------------------------------------------------------------------------------------
# The web image (target: web)
FROM ${NODE_IMAGE} AS web
# The same values at run time: next.config.ts is evaluated again by `next start`, and the i18n
# domains it computes must match the ones the build was made with.
ARG NEXT_PUBLIC_BRAND_NAME="Cadence Cycles"
ARG NEXT_PUBLIC_APP_ENV=local
ARG SITE_DOMAIN_EN=""
ARG SITE_DOMAIN_DE=""
ARG NEXT_PUBLIC_LOCATION_COOKIE_TIME=30
ARG NEXT_PUBLIC_LOCATION_COOKIE_UNIT=days
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    WEB_PORT=3000 \
    GATEWAY_URL=http://gateway:4000/graphql \
    TRUST_PROXY=false \
    NEXT_PUBLIC_BRAND_NAME="${NEXT_PUBLIC_BRAND_NAME}" \
    NEXT_PUBLIC_APP_ENV="${NEXT_PUBLIC_APP_ENV}" \
    SITE_DOMAIN_EN="${SITE_DOMAIN_EN}" \
    SITE_DOMAIN_DE="${SITE_DOMAIN_DE}" \
    NEXT_PUBLIC_LOCATION_COOKIE_TIME="${NEXT_PUBLIC_LOCATION_COOKIE_TIME}" \
    NEXT_PUBLIC_LOCATION_COOKIE_UNIT="${NEXT_PUBLIC_LOCATION_COOKIE_UNIT}"
WORKDIR /app

COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/web/node_modules ./web/node_modules
COPY --from=web-build /app/package.json /app/turbo.json ./
# next.config.ts is transpiled by Next's own SWC at start (no typescript needed); tsconfig.json
# is read for that when present. next-i18next.config.js resolves public/locales next to itself.
COPY --from=web-build /app/web/package.json /app/web/next.config.ts /app/web/next-i18next.config.js /app/web/tsconfig.jso[n] ./web/
COPY --from=web-build /app/web/public ./web/public
COPY --from=web-build /app/web/server ./web/server
# server/*.cjs require @cadence/server-kit (node_modules/@cadence/server-kit -> ../../server-kit):
# package.json maps @cadence/server-kit/* to dist.
COPY --from=web-build /app/server-kit/package.json ./server-kit/
COPY --from=web-build /app/server-kit/dist ./server-kit/dist
# .next must be writable by the server (image optimisation and ISR caches under .next/cache).
COPY --from=web-build --chown=node:node /app/web/.next ./web/.next

WORKDIR /app/web
USER node
EXPOSE 3000

# `/` answers 200 or a redirect (trailing slash, locale, site cookie); anything >= 400 is unhealthy.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=6 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.WEB_PORT||3000)+'/',{redirect:'manual'}).then(r=>process.exit(r.status<400?0:1)).catch(()=>process.exit(1))"

# server/index.cjs: Next's handler behind the page micro-cache, listening on 0.0.0.0:$WEB_PORT so
# other containers reach it. node is PID 1, so SIGTERM reaches it.
ENV WEB_HOST=0.0.0.0
CMD ["node", "/app/web/server/index.cjs"]
