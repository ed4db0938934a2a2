#!/usr/bin/env bash
# A newcomer's `make run`: a fresh clone of this checkout's HEAD, then the seconds until /healthz answers.
#   bench/make_run.sh            # with the machine's package caches (warm)
#   bench/make_run.sh --cold     # with empty pip and uv caches (every package downloaded)
# Prints one line; the clone and any empty caches live under a temporary folder that is removed at the end.
set -euo pipefail
port=${PORT:-8690}
work=$(mktemp -d)
trap 'kill -- -"${server:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT
if [ "${1:-}" = "--cold" ]; then
  export PIP_CACHE_DIR=$work/cache/pip UV_CACHE_DIR=$work/cache/uv
  label=cold
else
  label=warm
fi
git clone --quiet "$(git rev-parse --show-toplevel)" "$work/patience"
cd "$work/patience"
started=$(date +%s.%N)
PORT=$port setsid make run >"$work/make-run.log" 2>&1 &
server=$!
for _ in $(seq 1 2400); do
  curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break
  kill -0 "$server" 2>/dev/null || { cat "$work/make-run.log"; exit 1; }
  sleep 0.25
done
echo "make run on a fresh clone, $label caches: $(echo "$(date +%s.%N) - $started" | bc | xargs printf '%.1f') s to /healthz (load average $(cut -d' ' -f1 /proc/loadavg))"
# Then the server's own thread screens today's five dailies: the Today page shows each as it arrives.
for _ in $(seq 1 4800); do
  count=$(curl -sf "http://127.0.0.1:$port/api/v1/daily/" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))' 2>/dev/null || echo 0)
  [ "$count" -ge 5 ] && break
  sleep 0.25
done
echo "today's five dailies listed after $(echo "$(date +%s.%N) - $started" | bc | xargs printf '%.1f') s (load average $(cut -d' ' -f1 /proc/loadavg))"
