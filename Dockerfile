# syntax=docker/dockerfile:1
# Multi-stage: build everything with dev dependencies, ship only production dependencies and the builds.
#
# Node 24 is the LTS the image ships: Node 20 reached its end of life in April 2026, so a production
# image must not run on it. Pinned to a minor version so a rebuild does not move the runtime under us
# (CI tests the same minor: .ci/run runs the API tests and the journeys on Node 24.21 too). Bump both
# together. Bookworm (Debian 12) because that is what development and CI run on.
ARG NODE_IMAGE=node:24.21-bookworm-slim
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/package.json
COPY web/package.json web/package.json
RUN npm ci
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# glibc's malloc: one arena, large blocks always mapped (ADRs 0050, 0051): password hashing's memory is given back.
ENV NODE_ENV=production PORT=5000 MALLOC_ARENA_MAX=1 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/package.json
COPY web/package.json web/package.json
RUN npm ci --omit=dev --workspace api --include-workspace-root=false && npm cache clean --force
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 5000
CMD ["node", "api/dist/main.js"]

# The reverse proxy (docker-compose.yml, `target: proxy`): Caddy with its configuration and the web app's
# browser files, which it serves itself, precompressed (deploy/Caddyfile).
FROM caddy:2 AS proxy
COPY deploy/Caddyfile /etc/caddy/Caddyfile
COPY --from=build /app/web/dist/client /srv/web
