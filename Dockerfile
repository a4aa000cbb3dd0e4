# Parley's service image: one image for every role (PROCESS_ROLE=api|worker|all).
# Written for users with a Docker engine; the development machines of this project have none,
# so it has not been built here (see README, "Two processes by role").
FROM node:22-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
# node directly (not npm start), so SIGTERM reaches the service and it drains
CMD ["node", "dist/src/main.js"]
