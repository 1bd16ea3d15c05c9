#!/usr/bin/env bash
# Rolls a new search database out to the replicas of compose.yaml with no downtime (README "Production layout").
#
#   deploy/roll-out.sh <release>       e.g. deploy/roll-out.sh 2026-12-01
#
# <release> is a folder in data/releases (or TRAINING_RELEASES) holding a training.db built beside the one in use.
# 1. A trial replica starts on the new database, off the load balancer; it must come up healthy and find programs.
# 2. data/releases/current is switched to the new release (a symlink replaced in one rename).
# 3. The replicas restart one at a time, each after the one before is healthy again: the others carry the load
#    meanwhile, and HAProxy sends again the few searches a stopping replica could not answer.
# Rolling back is the same command with the previous release.
set -euo pipefail
cd "$(dirname "$0")/.."

release=${1:?usage: deploy/roll-out.sh <release folder name in data/releases>}
releases=${TRAINING_RELEASES:-./data/releases}
image=${IMAGE:-training-search:latest}
db="$releases/$release/training.db"
[ -f "$db" ] || { echo "No database at $db" >&2; exit 1; }

wait_healthy() { # container id; fails when it turns unhealthy or stops
  local state
  for _ in $(seq 1 120); do
    state=$(docker inspect -f '{{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}' "$1")
    case "$state" in
      "running healthy") return 0 ;;
      *unhealthy* | exited* | dead*) echo "container $1 is $state" >&2; return 1 ;;
    esac
    sleep 1
  done
  echo "container $1 did not become healthy in 120 s" >&2
  return 1
}

echo "== trial replica on $db"
trial=$(docker run -d --rm --read-only --tmpfs /tmp \
  -v "$(cd "$releases/$release" && pwd):/data:ro" \
  -e PUBLIC_SEARCH_TOKEN=trial-replica-token-0123 "$image")
trap 'docker stop "$trial" >/dev/null 2>&1 || true' EXIT
wait_healthy "$trial"
docker exec "$trial" node --input-type=module -e '
  const base = "http://127.0.0.1:8080/api";
  const get = (p) => fetch(base + p, { headers: { authorization: "Bearer trial-replica-token-0123" } })
    .then((r) => { if (!r.ok) throw new Error(`${p}: ${r.status}`); return r.json(); });
  const health = await get("/health");
  const found = await get("/v2/training/programs/rollout/nursing/0/0/0/0/0/0/0/0/0/0/0/0/10");
  console.log(`trial: ${health.dataKind} data built ${health.builtAt}: ${health.programs} programs, ` +
    `${health.institutions} institutions; "nursing" finds ${found.RecordCount}`);
  if (health.dataKind !== "real" || health.programs === 0 || found.RecordCount === 0) process.exit(1);
'
docker stop "$trial" >/dev/null
trap - EXIT

echo "== data/releases/current -> $release"
ln -sfn "$release" "$releases/current.next"
mv -Tf "$releases/current.next" "$releases/current"

echo "== restarting the replicas one at a time"
for id in $(docker compose ps -q app); do
  docker restart -t 30 "$id" >/dev/null
  wait_healthy "$id"
  echo "replica $id: healthy on $release"
done
echo "== done: every replica serves $release"
