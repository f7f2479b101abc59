# Cadence in one image: the API (`node apps/server/dist/main.js`) and the job worker
# (`node apps/server/dist/worker.js`, as compose.yaml runs it). Every RUN is a command CI runs
# (.ci/run, package.json), checked by scripts/deployment-files.test.ts; the image build itself
# is not exercised by CI (no machine there runs a container engine).

FROM node:20-bookworm-slim AS build
USER node
WORKDIR /home/node/app
COPY --chown=node:node . .
RUN npm ci --no-audit --no-fund
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    DATA_DIR=/home/node/.data
# The official image's unprivileged user; nothing here runs as root.
USER node
WORKDIR /home/node/app
# The server bundle keeps its npm dependencies external, so node_modules comes along as CI
# installed it (pruning it would be a step CI never runs).
COPY --from=build --chown=node:node /home/node/app/package.json ./
COPY --from=build --chown=node:node /home/node/app/node_modules ./node_modules
COPY --from=build --chown=node:node /home/node/app/packages ./packages
COPY --from=build --chown=node:node /home/node/app/apps/server/package.json ./apps/server/
COPY --from=build --chown=node:node /home/node/app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build --chown=node:node /home/node/app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=node:node /home/node/app/apps/web/dist ./apps/web/dist
EXPOSE 3000
CMD ["node", "apps/server/dist/main.js"]
