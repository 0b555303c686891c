#!/usr/bin/env bash
# Issue 33's check that the suite holds on a busy machine: `npm test` RUNS times in a row (3 unless
# given) in a clean clone of this repository's HEAD (npm ci there), while two `yes > /dev/null` keep
# both cores busy. Set TEST_DATABASE_URL for the PostgreSQL pass as .ci/run does (Chromium from
# CHROMIUM_PATH or /usr/bin/chromium). Writes, under OUT (default /tmp/hog):
#   summary.log   one line a run: its exit code, seconds, and npm test's last line ("N passed, N failed")
#   run-N.log     that run's whole output
#   load-N.log    the load average every minute during that run
# Takes about an hour a run on a 2-core machine. Start it detached so that it outlives the shell:
#   setsid nohup scripts/test-beside-hog.sh > /dev/null 2>&1 &
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUNS=${RUNS:-3}
OUT=${OUT:-/tmp/hog}
CLONE="$OUT/clone"
if [ -e "$OUT" ] && [ ! -e "$OUT/summary.log" ]; then
  echo "OUT=$OUT exists and is not a previous run's folder: choose another" >&2
  exit 1
fi
rm -rf "$OUT"
mkdir -p "$OUT"
git clone -q "$ROOT" "$CLONE"
cd "$CLONE" || exit 1
echo "commit $(git rev-parse --short HEAD)" > "$OUT/summary.log"
npm ci --no-audit --no-fund > "$OUT/npm-ci.log" 2>&1 || { echo "npm ci failed (npm-ci.log)" >> "$OUT/summary.log"; exit 1; }
yes > /dev/null &
HOG1=$!
yes > /dev/null &
HOG2=$!
trap 'kill $HOG1 $HOG2 2>/dev/null' EXIT
for run in $(seq 1 "$RUNS"); do
  started=$(date +%s)
  echo "run $run started $(date -u +%H:%M:%S)" >> "$OUT/summary.log"
  (while sleep 60; do echo "$(date -u +%H:%M:%S) $(cut -d' ' -f1-3 /proc/loadavg)"; done) > "$OUT/load-$run.log" &
  LOAD=$!
  npm test > "$OUT/run-$run.log" 2>&1
  status=$?
  kill $LOAD
  echo "run $run exit $status in $(($(date +%s) - started)) s; $(sed -E 's/\x1b\[[0-9;]*m//g' "$OUT/run-$run.log" | tail -n 1)" >> "$OUT/summary.log"
done
