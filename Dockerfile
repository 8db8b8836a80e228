# syntax=docker/dockerfile:1
# HelioNews: one app node. compose.yaml runs two of them behind nginx on PostgreSQL and Redis;
# docs/deploy.md describes production use. Build: docker build -t helionews .

# ---- build: every dependency, then the contracts, the server and the web app (client + SSR) ----
FROM node:20-bookworm AS build
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=true
# The manifests alone first, so that the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY docs/package.json docs/
# The root (TypeScript, the build tools) and the three workspaces the image is built from.
RUN npm ci --no-audit --no-fund --include-workspace-root \
      --workspace packages/contracts --workspace apps/server --workspace apps/web
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# ---- runtime: production dependencies of the server and the contracts only ----
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY docs/package.json docs/
RUN npm ci --omit=dev --no-audit --no-fund \
      --workspace packages/contracts --workspace apps/server \
    && npm cache clean --force \
    && rm -rf e2e bench docs
# What the server reads at run time (paths as in the repository: the server finds the web app at
# apps/web/dist and apps/web/dist-ssr, its migrations at apps/server/drizzle and the common
# passwords it refuses in apps/server/src/modules/auth/data, from apps/server/package.json).
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY apps/server/drizzle apps/server/drizzle
COPY apps/server/src/modules/auth/data apps/server/src/modules/auth/data
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# Uploads, the mail outbox (and the embedded database when DATABASE_URL is unset) live in /app/data:
# mount a volume there, shared by every node.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data

USER node
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
EXPOSE 3000
# No curl in the slim image: Node's own fetch asks the readiness endpoint (database reachable).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready',{signal:AbortSignal.timeout(2500)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) drains the node: readiness turns 503, in-flight requests finish.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/server.js"]
