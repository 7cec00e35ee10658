# Production image: one Node process serving the site, the API and the CMS on port 3000.
FROM node:24.9.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY cms/package.json cms/
COPY frontend/package.json frontend/
COPY seed/package.json seed/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24.9.0-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
COPY --from=build --chown=node:node /app ./
# Where docker-compose.yml mounts the pictures' shared volume, which takes this folder's owner when first made.
RUN mkdir -p /data/media && chown node:node /data/media
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/server.js"]
