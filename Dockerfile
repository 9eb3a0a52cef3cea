# Paraphe: one image serving the web app, GraphQL, WebSocket and REST on one port.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm install --no-audit --no-fund
COPY . .
# The web app and the server compiled to JavaScript (server-dist/), then the development packages removed.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# What runs: compiled JavaScript, the packages it imports, the built web app and the files read at run time.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server-dist ./server-dist
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/lang ./lang
COPY --from=build /app/prisma/migrations ./prisma/migrations
COPY --from=build /app/web/src/__generated__/persisted-queries.json ./web/src/__generated__/persisted-queries.json
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# V8 flags of every server process: scripts/node-flags.mjs.
CMD ["node", "--max-semi-space-size=64", "server-dist/main.js"]
