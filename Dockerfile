# syntax=docker/dockerfile:1
# Training Search: the search service and the web app it serves, in one image (decision 0095).
#
#   docker build -t training-search .
#       The default target (runtime) holds no data: mount a built database read-only at /data (compose.yaml does).
#   docker build -t training-search:with-data --target with-data --build-context training-data=/path/to/sources .
#       Builds the database from the source files in a build stage and puts only the database in the image; the
#       source files are mounted for that one step and end up in no layer.

# Node 22, a maintained LTS line (to April 2027). Not 24 yet: from 24.19 Node aborts the process when better-sqlite3
# 12 frees a statement outside JavaScript (its ObjectWrap cleanup hook); 13 fixes it and needs CI on Node 22 first
# (decision 0201).
ARG NODE_IMAGE=node:22-bookworm-slim

# --- deps: every package, as locked -------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary fits the platform.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# The lock names every platform's optional builds, so npm ci installs it as is (decision 0003).
RUN npm ci --no-audit --no-fund

# --- build: the web app (dist/) and npm start's bundle of the service (.cache/server) -------------------------------
FROM deps AS build
COPY . .
RUN npx vite build && node scripts/start.mjs --bundle-only

# --- prod-deps: the packages the running service needs --------------------------------------------------------------
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

# --- data: the search database from a named build context (only for the with-data target) --------------------------
FROM build AS data
ENV DATA_DIR=/sources DB_PATH=/out/training.db
RUN --mount=type=bind,from=training-data,target=/sources npm run data:build

# --- runtime-base: what every running replica has ---------------------------------------------------------------------
# MALLOC_TRIM_THRESHOLD_: freed large arrays go back to the system, also with WORKERS=1 (decision 0267).
FROM ${NODE_IMAGE} AS runtime-base
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DB_PATH=/data/training.db \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_LOGS_MAX=0 \
    MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY scripts/start.mjs scripts/healthcheck.mjs ./scripts/
# npm start compares its bundle with these sources; the data build (a start without a database) reads schema.sql.
COPY server ./server
COPY contract ./contract
COPY --from=build /app/dist ./dist
COPY --from=build /app/.cache/server ./.cache/server
# The bundle must be newer than the sources so that npm start never rebuilds it (the app files are read-only to the
# service's user). /data is where the read-only database is mounted or copied.
RUN touch .cache/server/index.mjs && mkdir -p /data && chmod 0555 /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
CMD ["npm", "start"]

# --- with-data: the image with its database inside ------------------------------------------------------------------
FROM runtime-base AS with-data
COPY --from=data --chmod=0444 /out/training.db /data/training.db
# The engine snapshot the data build wrote beside it (decision 0122): start-up views it instead of rebuilding.
COPY --from=data --chmod=0444 /out/training.db.engine /data/training.db.engine

# --- runtime (default target): no data inside; mount the database read-only at /data --------------------------------
FROM runtime-base AS runtime
