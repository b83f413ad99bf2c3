#!/usr/bin/env bash
# Every test: lint, types, unit, API/database (PGlite, and PostgreSQL + Redis when reachable), build, e2e.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
rm -rf .test-results && mkdir -p .test-results
failed=0
step() {
  local name=$1; shift
  echo
  echo "=== $name ==="
  local started=$SECONDS
  if "$@"; then echo "--- $name: ok ($((SECONDS - started)) s)"; else echo "--- $name: FAILED ($((SECONDS - started)) s)"; failed=1; fi
}
reachable() { node -e "const s=require('net').connect({host:process.argv[1],port:+process.argv[2]});s.setTimeout(1500);s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));s.on('timeout',()=>process.exit(1))" "$1" "$2"; }

PG_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
REDIS=${TEST_REDIS_URL:-redis://127.0.0.1:6379}
pg_host=$(node -e "const u=new URL(process.argv[1]);console.log(u.hostname+' '+(u.port||5432))" "$PG_URL")
redis_host=$(node -e "const u=new URL(process.argv[1]);console.log(u.hostname+' '+(u.port||6379))" "$REDIS")

# The static checks each use one core: ESLint (the longest, type-aware) runs beside the others, each into a log of
# its own printed when both lanes are done.
lane() {
  local log=$1; shift
  while [ $# -gt 0 ]; do
    local name=$1 cmd=$2; shift 2
    { step "$name" bash -c "$cmd"; } >> "$log" 2>&1
  done
  grep -q -- '^--- .*: FAILED' "$log" && return 1 || return 0
}
lane .test-results/static-a.log "lint" "npx eslint --max-warnings=0 ." &
lane_a=$!
lane .test-results/static-b.log \
  "typecheck" "npx tsc --noEmit" \
  "formatting (Prettier)" "npx prettier --check --log-level=warn ." \
  "unused files, exports and dependencies (knip)" "npx knip --no-progress" \
  "OpenAPI document (Redocly, recommended rules)" "npm run lint:api --silent" &
lane_b=$!
wait $lane_a || failed=1
wait $lane_b || failed=1
cat .test-results/static-a.log .test-results/static-b.log
step "unit tests" npx vitest run --project unit --project unit-mocks --reporter=default --reporter=json --outputFile=.test-results/unit.json
step "API and database tests (PGlite, in-process bus)" env -u DATABASE_URL -u REDIS_URL npx vitest run --project server --reporter=default --reporter=json --outputFile=.test-results/server-pglite.json
# shellcheck disable=SC2086
if reachable $pg_host && reachable $redis_host; then
  step "API and database tests (PostgreSQL server, Redis bus)" env DATABASE_URL="$PG_URL" REDIS_URL="$REDIS" npx vitest run --project server --reporter=default --reporter=json --outputFile=.test-results/server-postgres.json
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL ($PG_URL) or Redis ($REDIS) is not reachable, and CI requires both"; failed=1
else
  echo "=== PostgreSQL/Redis suite skipped: $PG_URL or $REDIS not reachable (set TEST_DATABASE_URL / TEST_REDIS_URL) ==="
fi
step "production build" npm run build --silent
step "production start from production dependencies (clean copy)" bash scripts/check-production-start.sh
step "chromium" bash scripts/ensure-chromium.sh
step "e2e (Chromium)" npx playwright test
node scripts/summarize-tests.mjs .test-results || failed=1
exit $failed
