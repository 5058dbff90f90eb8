# PrintTender's image (docs/decisions/020): built here with `docker build -t printtender .`, never on our CI
# machines (they have no Docker engine); scripts/packaging.test.ts checks this file and compose.yaml instead.

# Build: every dependency, the web app and the server compiled to dist/.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 builds from source when its prebuilt binary cannot be fetched.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

# Run: production dependencies, the build and the assets it reads (password list, PDF fonts); no compiler.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/assets ./assets
# The SQLite file, the generated secret and documents live here unless DATABASE_URL and S3_URL say otherwise.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness: the database answers. A load balancer asks /api/health/ready, which turns 503 while draining.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
