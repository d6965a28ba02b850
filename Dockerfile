# Production image of the gateway, which also serves the built web app.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# MALLOC_ARENA_MAX=2: fewer glibc arenas keep sharp's native memory from fragmenting (see scripts/start.mjs).
ENV NODE_ENV=production PORT=4000 MALLOC_ARENA_MAX=2
# Uploaded video and audio are remuxed without their metadata (a location among it); without ffmpeg they are refused.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
# The gateway writes uploads to MEDIA_DIR and keys, outbox and embedded data to DATA_DIR: both belong to the
# user it runs as (a named volume mounted on a directory takes that directory's owner when first created).
RUN mkdir -p /media /app/.data && chown node:node /media /app/.data
USER node
EXPOSE 4000
CMD ["node", "gateway/dist/main.js"]
