# syntax=docker/dockerfile:1
# One Dockerfile, one image per deployable part, each built from the repository on its own:
#   --target server                                  the operator platform (API, realtime, site config)
#   --target static --build-arg APP=host             the host shell
#   --target static --build-arg APP=remotes/<area>   one area (casino, sports, wallet, account, vip)
#   --target static --build-arg APP=backoffice --build-arg SITE_PATH=/backoffice
#                                                    the back office (its page under /backoffice/)
#   --target release                                 the release tool: `<area>` builds an immutable release
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
# Where the build is served on the edge's origin: / for the player's apps, /backoffice for the back office.
ARG SITE_PATH=
# The host answers every page path with index.html; a remote serves its files and nothing else; the
# back office answers every path under /backoffice/ with its own index.html.
COPY deploy/nginx/host.conf deploy/nginx/remote.conf deploy/nginx/backoffice.conf /tmp/nginx/
RUN if [ "$APP" = host ] || [ "$APP" = backoffice ]; then site=$APP; else site=remote; fi \
 && mv "/tmp/nginx/$site.conf" /etc/nginx/conf.d/default.conf && rm -r /tmp/nginx
COPY --from=app-build /app/${APP}/dist /usr/share/nginx/html${SITE_PATH}
EXPOSE 80

FROM workspace AS server-build
RUN pnpm install --frozen-lockfile --offline --prod --filter "@app/server..."

FROM node:24-bookworm-slim AS server
ENV NODE_ENV=production SERVE_STATIC=false PORT=8080 DATA_DIR=/data RELEASES_DIR=/releases
WORKDIR /app
COPY --from=server-build /app /app
# /releases is owned by the server's user, so that a volume mounted there starts out writable.
RUN mkdir -p /data /releases && chown node:node /data /releases
VOLUME /data
USER node
EXPOSE 8080
CMD ["node", "server/src/main.ts"]

# The release tool (scripts/src/release.ts): builds one area into {RELEASES_DIR}/{area}/{version}/,
# after checking it against the host built here from the same sources.
FROM workspace AS release
ENV RELEASES_DIR=/releases
RUN pnpm install --frozen-lockfile --offline \
 && NODE_ENV=production pnpm --filter ./host run build \
 && mkdir -p /releases && chown node:node /releases
ENTRYPOINT ["node", "scripts/src/release.ts"]
