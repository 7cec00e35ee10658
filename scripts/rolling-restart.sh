#!/usr/bin/env bash
# Restarts the app copies of docker-compose.yml one at a time, so the site keeps serving: the release step first
# (migrations), then each copy, waiting for its health check (/readyz: warmed up) before the next, then the worker.
# Build or pull the new image first (`docker compose build`); a copy that does not come up stops the roll, with
# the other copies still serving.
#
#   scripts/rolling-restart.sh              the copies app-a and app-b, then the worker
#   scripts/rolling-restart.sh app-a app-c  the copies named, then the worker
#
# READY_TIMEOUT (seconds, default 180) bounds the wait for each copy.
set -euo pipefail

cd "$(dirname "$0")/.."

ready_timeout="${READY_TIMEOUT:-180}"
if [ "$#" -gt 0 ]; then
  copies=("$@")
else
  copies=(app-a app-b)
fi

say() { printf '[rolling-restart] %s\n' "$*"; }

# The container's health as Docker reports it: starting, healthy, unhealthy, or none when it has no check.
health() {
  docker inspect --format '{{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}}' "$1"
}

wait_until_healthy() {
  local service="$1" container status waited=0
  container="$(docker compose ps --quiet "$service")"
  if [ -z "$container" ]; then
    say "$service has no running container"
    return 1
  fi
  while true; do
    if [ "$(docker inspect --format '{{.State.Running}}' "$container")" != true ]; then
      say "$service stopped; its log:"
      docker compose logs --tail 50 "$service"
      return 1
    fi
    status="$(health "$container")"
    case "$status" in
      healthy) return 0 ;;
      none)
        say "$service has no health check to wait for"
        return 1
        ;;
      unhealthy)
        say "$service is unhealthy; its log:"
        docker compose logs --tail 50 "$service"
        return 1
        ;;
    esac
    if [ "$waited" -ge "$ready_timeout" ]; then
      say "$service was not ready within ${ready_timeout} s; its log:"
      docker compose logs --tail 50 "$service"
      return 1
    fi
    sleep 2
    waited=$((waited + 2))
  done
}

# The new migrations are applied while the old copies serve: each migration must suit the code before it too.
say 'release step (migrations)'
docker compose run --rm --no-deps migrate

for service in "${copies[@]}"; do
  # The old container answers /readyz with 503 for SHUTDOWN_DELAY_MS, so Caddy stops sending it requests, then
  # finishes those under way; the new one gets requests once Caddy's own check of /readyz passes.
  say "restarting $service"
  docker compose up --detach --no-deps --force-recreate "$service"
  wait_until_healthy "$service"
  # Caddy asks each copy every 2 s: two rounds, so it sends this copy requests before the next one stops.
  sleep 4
  say "$service is ready"
done

# The worker's jobs wait in the database while it restarts; its health check is its heartbeat.
say 'restarting worker'
docker compose up --detach --no-deps --force-recreate worker
wait_until_healthy worker
say 'done'
