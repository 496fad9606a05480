# syntax=docker/dockerfile:1
# The server image: the API, sign-in, /platform and the built portal under /partner, one process per
# container. docs/deployment.md says how to run several; docs/decisions/0065 why it is built so.
# The server runs its TypeScript directly (Node's --experimental-transform-types): there is no
# compile step, only the portal is built.

ARG NODE_IMAGE=node:24-bookworm-slim

# Every workspace's package.json: npm checks the lockfile against all of them, even when it
# installs only some workspaces.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/test-kit/package.json packages/test-kit/
COPY apps/server/package.json apps/server/
COPY apps/portal/package.json apps/portal/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# The server's production dependencies and those of the contracts it imports; no development tools.
FROM manifests AS server-deps
RUN npm ci --omit=dev --workspace apps/server --workspace packages/contracts --no-audit --no-fund

# The portal, built into apps/portal/dist, which the server serves under /partner (Vite is a
# development dependency of the repository root, so this stage installs it).
FROM manifests AS portal-build
RUN npm ci --include-workspace-root --workspace apps/portal --workspace packages/contracts --no-audit --no-fund
COPY packages/contracts packages/contracts
COPY apps/portal apps/portal
RUN npm run build -w apps/portal

FROM ${NODE_IMAGE}
WORKDIR /app
ENV PORT=3000
# The installed tree with the workspaces' manifests (and any dependency npm could not hoist), then the sources.
COPY --from=server-deps /app/package.json ./
COPY --from=server-deps /app/node_modules node_modules
COPY --from=server-deps /app/packages/contracts packages/contracts
COPY --from=server-deps /app/apps/server apps/server
COPY packages/contracts/src packages/contracts/src
COPY apps/server/src apps/server/src
COPY --from=portal-build /app/apps/portal/dist apps/portal/dist
# Only the embedded database (no DATABASE_URL: a trial, never several processes) writes here.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
# /ready: the database answers, every migration is applied, and the process is not shutting down.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The start script of apps/server/package.json, flags and all; apps/server/src/http/metrics-image.api.test.ts
# runs exactly this command, and fails when the two differ.
CMD ["node", "--no-memory-reducer", "--no-parallel-scavenge", "--experimental-transform-types", "--disable-warning=ExperimentalWarning", "apps/server/src/main.ts"]
