#!/usr/bin/env bash
# Proves the production build starts from production dependencies alone (decision 022): copies the built output to
# a clean folder, installs with `npm ci --omit=dev`, starts `npm start` with a small seed on a free port, and checks
# that /api/health/ and a car page answer 200. Run after `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/.."
dist_dir=${NEXT_DIST_DIR:-.next}
[ -f dist/server.js ] && [ -d "$dist_dir" ] || { echo "no build: run npm run build first"; exit 1; }

work=$(mktemp -d)
app=$work/app
pid=
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill -TERM -- "-$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# What `npm start` reads: the bundles, Next's build (without its cache), the config, package files and migrations.
mkdir -p "$app/.next" "$app/server/db"
cp -r dist package.json package-lock.json next.config.ts "$app/"
cp -r server/db/migrations "$app/server/db/"
[ -d public ] && cp -r public "$app/"
(cd "$dist_dir" && tar cf - --exclude=./cache .) | (cd "$app/.next" && tar xf -)

echo "npm ci --omit=dev in a clean copy"
(cd "$app" && npm ci --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error)
# The seed's faker must come from the bundle, not from an installed devDependency.
if [ -e "$app/node_modules/@faker-js/faker" ]; then echo "npm ci --omit=dev installed @faker-js/faker"; exit 1; fi

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
base=http://127.0.0.1:$port
echo "npm start on port $port (SEED=true SEED_CARS=30)"
(cd "$app" && PORT=$port HOST=127.0.0.1 DATA_DIR="$work/data" SEED=true SEED_CARS=30 LOG_LEVEL=warn \
  exec setsid npm start >"$work/server.log" 2>&1) &
pid=$!

deadline=$((SECONDS + 90))
until curl -fsS -o /dev/null "$base/api/health/" 2>/dev/null; do
  if ! kill -0 "$pid" 2>/dev/null || [ $SECONDS -ge $deadline ]; then
    echo "the server did not answer /api/health/:"; cat "$work/server.log"; exit 1
  fi
  sleep 0.5
done
echo "/api/health/: 200"

car_path=$(curl -fsS "$base/api/cars/filter/?page_size=1" | node -e "
  const local = new Set(['personal car', 'dealer car', 'dealer to dealer']);
  const car = JSON.parse(require('fs').readFileSync(0, 'utf8')).results?.[0];
  if (!car) process.exit(1);
  console.log(local.has(car.selling_type) ? '/cars/local/' + car.id + '/' : '/cars/' + car.id + '/');
") || { echo "no car in /api/cars/filter/"; cat "$work/server.log"; exit 1; }
status=$(curl -sS -o "$work/car.html" -w '%{http_code}' "$base$car_path")
echo "$car_path: $status"
if [ "$status" != 200 ]; then cat "$work/server.log"; exit 1; fi

# Every script the page loads carries V8's compile hint on its first line (scripts/compile-hints.mjs, decision 056).
scripts=$(grep -o 'src="/_next/static/chunks/[^"]*\.js"' "$work/car.html" | sed 's/^src="//;s/"$//' | sort -u)
[ -n "$scripts" ] || { echo "$car_path loads no /_next/static/chunks/ script"; exit 1; }
for script in $scripts; do
  curl -fsS -o "$work/chunk.js" "$base$script"
  first=$(head -n 1 "$work/chunk.js")
  if [ "$first" != "//# allFunctionsCalledOnLoad" ]; then echo "$script has no compile hint on its first line"; exit 1; fi
  # The schema library stays out of a car page's first load (decisions 014 and 056): forms load it when opened.
  if grep -q "This is a bug in Zod" "$work/chunk.js"; then echo "$car_path loads zod at start-up in $script"; exit 1; fi
done
echo "$(echo "$scripts" | wc -l) scripts of $car_path: each starts with the compile hint, none carries zod"
