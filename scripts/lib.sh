# Shared helpers of scripts/start.sh and scripts/test.sh (sourced, not run).

PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")

# Installs the pinned pnpm when it is missing or another version.
ensure_pnpm() {
  if [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
    echo "inkcast: installing pnpm@$PNPM_VERSION" >&2
    npm install --global --silent "pnpm@$PNPM_VERSION" >&2 || {
      echo "inkcast: could not install pnpm@$PNPM_VERSION globally; run: npm install -g pnpm@$PNPM_VERSION" >&2
      exit 1
    }
  fi
}

# Installs a Debian package when its command is missing (needs root or sudo).
ensure_apt() {
  local command=$1 package=$2
  command -v "$command" >/dev/null 2>&1 && return 0
  echo "inkcast: installing $package from Debian" >&2
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq >&2 || true
  $sudo apt-get install -y -qq "$package" >&2
}

# Installs the dependencies exactly as locked and builds schema, server and web.
install_and_build() {
  pnpm install --frozen-lockfile --reporter=silent
  pnpm -r --workspace-concurrency=1 build >/dev/null
}

# Waits until the api answers /health on the given port (at most ~60 s).
wait_for_api() {
  local port=$1
  for _ in $(seq 1 120); do
    curl -fs "http://127.0.0.1:$port/health" >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  echo "inkcast: the api did not become healthy on port $port" >&2
  return 1
}
