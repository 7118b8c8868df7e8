#!/usr/bin/env bash
# Runs a command on Node 24, for the npm scripts whose tools need Node ≥ 22 (Storybook, Vitest,
# Stryker, the example builds, the bench): `bash scripts/withNode24.sh storybook dev …`. So
# `npm install && npm start` works with any Node ≥ 20.19 first on PATH.
#
# With an older Node first on PATH, scripts/node24.sh puts Node 24 first (installing it into
# .tools/node24 the first time) for the command and everything it starts, and says so in one
# line. Nested `npm run` calls then find Node 24 first and pass straight through. With Node 24
# already first it prints nothing and costs one `node -e`.
cdr_node24_quiet=1
# shellcheck source=node24.sh
source "$(dirname "${BASH_SOURCE[0]}")/node24.sh" || exit 1
exec "$@"
