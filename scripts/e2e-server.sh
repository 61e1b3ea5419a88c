#!/usr/bin/env bash
# The server the browser tests drive: the production build on a fresh embedded database,
# seeded, with a known staff account. Mail goes to the outbox. Passkeys belong to localhost
# (an IP address cannot hold one), so the passkey stories open the store as localhost.
set -euo pipefail
port="${1:-4173}"
data_dir="$(mktemp -d -t tj-e2e-XXXXXX)"
trap 'rm -rf "$data_dir"' EXIT
export NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$data_dir" PUBLIC_URL="http://127.0.0.1:$port" \
  COOKIE_SECURE=false LOG_LEVEL=warn ADMIN_USERNAME=e2e-admin ADMIN_PASSWORD=e2e-password-123 ADMIN_EMAIL=e2e-admin@example.com \
  RATE_LIMIT_EXEMPT_IPS=127.0.0.1 PAGE_RENDER_MS_PER_SECOND=60000 \
  PASSKEY_RP_ID=localhost PASSKEY_ORIGIN="http://localhost:$port"
export CLIENT_DIR="${CLIENT_DIR:-dist/client}"
node dist/server/main.js
