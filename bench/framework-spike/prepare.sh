#!/usr/bin/env bash
# Copies the spike's apps out of the repository (they have dependencies of their own), installs
# them from the registry and builds each for production, one build at a time:
#   spike-bare, spike-rr, spike-vike        the apps as they are
#   spike-vike-sr                           Vike with server routing (SPIKE_SERVER_ROUTING=1)
#   spike-rr-1, spike-vike-1                framework and React in one file (SPIKE_ONE_FILE=1)
# Usage: bash bench/framework-spike/prepare.sh [spikes-dir, default /work]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-/work}

# The store's own deferred hydration, as it is, with its two imports from the store written in.
store_part="$here/../../src/client/lib/deferred-hydration.tsx"
declare -A part_dir=([bare]=src [rr]=app [vike]=pages)
copy() {
  rm -rf "$out/$2" && mkdir -p "$out/$2" && cp -r "$here/apps/$1/." "$out/$2/"
  sed -e "s#^import { DEFERRED_PART_AHEAD_PX } from .*#const DEFERRED_PART_AHEAD_PX = 800;#" \
    -e "s#^import { announceLive } from .*#const announceLive = () => document.dispatchEvent(new Event('store:live'));#" \
    "$store_part" > "$out/$2/${part_dir[$1]}/deferred-hydration.tsx"
}
variant() { copy "$1" "$2" && ln -s "../spike-$1/node_modules" "$out/$2/node_modules"; }

for app in bare rr vike; do
  copy "$app" "spike-$app"
  (cd "$out/spike-$app" && npm install --no-audit --no-fund --loglevel=error)
done
variant vike spike-vike-sr
variant rr spike-rr-1
variant vike spike-vike-1

(cd "$out/spike-bare" && npx vite build && npx vite build --ssr src/Home.tsx --outDir dist/server)
(cd "$out/spike-rr" && npx react-router build)
(cd "$out/spike-vike" && npx vite build)
(cd "$out/spike-vike-sr" && SPIKE_SERVER_ROUTING=1 npx vite build)
(cd "$out/spike-rr-1" && SPIKE_ONE_FILE=1 npx react-router build)
(cd "$out/spike-vike-1" && SPIKE_ONE_FILE=1 npx vite build)
