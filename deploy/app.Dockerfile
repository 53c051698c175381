# syntax=docker/dockerfile:1
# One Dockerfile, one image per deployable part, each built from the repository on its own:
#   --target server                                  the operator platform (API, realtime, site config)
#   --target static --build-arg APP=host             the host shell
#   --target static --build-arg APP=remotes/<area>   one area (casino, sports, wallet, account, vip)
# A static image installs and builds only its own app and the workspace packages it uses, so one
# area can be rebuilt and redeployed without touching the others.

FROM node:24-bookworm-slim AS workspace
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install -g pnpm@10.34.8
WORKDIR /app
# The package store depends on the lockfile only: this layer stays cached until dependencies change.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
RUN pnpm fetch
COPY . .

FROM workspace AS app-build
ARG APP=host
RUN pnpm install --frozen-lockfile --offline --filter "./${APP}..." \
 && NODE_ENV=production pnpm --filter "./${APP}" run build

FROM nginx:1.27-alpine AS static
ARG APP=host
# The host answers every page path with index.html; a remote serves its files and nothing else.
COPY deploy/nginx/host.conf deploy/nginx/remote.conf /tmp/nginx/
RUN if [ "$APP" = host ]; then site=host; else site=remote; fi \
 && mv "/tmp/nginx/$site.conf" /etc/nginx/conf.d/default.conf && rm -r /tmp/nginx
COPY --from=app-build /app/${APP}/dist /usr/share/nginx/html
EXPOSE 80

FROM workspace AS server-build
RUN pnpm install --frozen-lockfile --offline --prod --filter "@app/server..."

FROM node:24-bookworm-slim AS server
ENV NODE_ENV=production SERVE_STATIC=false PORT=8080 DATA_DIR=/data
WORKDIR /app
COPY --from=server-build /app /app
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
CMD ["node", "server/src/main.ts"]
