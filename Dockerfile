# Ojas API and storefront: one image, run as N replicas on one PostgreSQL (docs/deploy.md).
# Stage 1 builds the SPA and the SSR bundle with every dependency; stage 2 carries only what the
# server runs (production dependencies, the server's TypeScript, which tsx runs, and the build).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# A local stand-in package the lock file points at (it replaces an optional native module).
COPY packages ./packages
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 SPA_DIR=/app/dist LOG_LEVEL=info
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages ./packages
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY server ./server
COPY src/domain ./src/domain
COPY src/machines ./src/machines
COPY tsconfig.json ./
# The image's own unprivileged user; nothing under /app is writable by it.
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "server/main.ts"]
