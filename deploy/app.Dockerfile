# Builds the workspace once (Node 24 + pnpm) and yields one image per deployable part:
#   --target server        the operator platform (API, realtime, site config)
#   --target static        nginx serving one app's build, chosen with --build-arg APP=host|remotes/<area>
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile && NODE_ENV=production pnpm -r --filter ./host --filter "./remotes/*" run build

FROM node:24-bookworm-slim AS server
WORKDIR /app
ENV NODE_ENV=production SERVE_STATIC=false PORT=8080
COPY --from=build /app /app
EXPOSE 8080
USER node
CMD ["node", "server/src/main.ts"]

FROM nginx:1.27-alpine AS static
ARG APP=host
COPY deploy/nginx/static.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
EXPOSE 80
