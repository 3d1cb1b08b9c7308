# syntax=docker/dockerfile:1
# SiteCraft's image: the build stage installs every package and runs `npm run build`; the runtime stage holds only
# the production packages and dist/, runs as the unprivileged `node` user and migrates the database on start.
# `npm run check:image` checks this file (and builds and runs the image where a Docker engine answers).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# Production packages only; no package here needs an install script (argon2 ships prebuilt binaries).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm cache clean --force \
 && mkdir -p /data/uploads \
 && chown -R node:node /data
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
# Liveness only (the process serves): /readyz, which also asks the database, is for the load balancer.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# main.js drains on SIGTERM (/readyz answers 503 for SHUTDOWN_GRACE_MS, then in-flight requests finish).
STOPSIGNAL SIGTERM
# Node itself is PID 1 (no npm in between) so the signal reaches the server; it migrates, then listens.
CMD ["node", "dist/server/main.js"]
