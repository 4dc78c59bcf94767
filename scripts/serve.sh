#!/usr/bin/env bash
# Builds the page and serves it on 127.0.0.1 (first free port from 8000, or $PORT), with the
# precompressed .br/.gz copies the build writes beside its files (scripts/serve.py).
#   bash scripts/serve.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bash scripts/build.sh wasm

port="${PORT:-8000}"
py=/usr/bin/python3 # Debian's, installed by setup.sh (a pyenv shim on PATH may have no version set)
while ! "$py" -c "import socket,sys; s=socket.socket(); s.bind(('127.0.0.1', $port))" 2>/dev/null; do
  echo "port $port is busy; trying $((port + 1))"
  port=$((port + 1))
done
echo
echo "Grundy Lab is served at http://127.0.0.1:$port/   (Ctrl+C stops it)"
echo "  a link to a position: http://127.0.0.1:$port/?v=1&game=nim&play=normal&pos=13,12,8&turn=1&computer=off&hints=on"
echo
exec "$py" scripts/serve.py --bind 127.0.0.1 --directory build-wasm/site "$port"
