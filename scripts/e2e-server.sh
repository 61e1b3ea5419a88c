#!/usr/bin/env bash
# The server the browser tests drive: the production build on a fresh embedded database,
# seeded, with a known staff account. Mail goes to an SMTP server of the tests
# (scripts/e2e-mail-server.mjs), which keeps it in a folder named by the port, where the
# stories read sign-in codes (a production store sends no code without SMTP). Passkeys belong to localhost
# (an IP address cannot hold one), so the passkey stories open the store as localhost.
set -euo pipefail
port="${1:-4173}"
data_dir="$(mktemp -d -t tj-e2e-XXXXXX)"
mail_dir="${TMPDIR:-/tmp}/tj-e2e-mail-$port"
rm -rf "$mail_dir"
node scripts/e2e-mail-server.mjs "$mail_dir" &
mail_pid=$!
trap 'kill "$mail_pid" 2>/dev/null; rm -rf "$data_dir" "$mail_dir"' EXIT
for _ in $(seq 1 100); do [ -f "$mail_dir/port" ] && break; sleep 0.1; done
export NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$data_dir" PUBLIC_URL="http://127.0.0.1:$port" \
  COOKIE_SECURE=false LOG_LEVEL=warn ADMIN_USERNAME=e2e-admin ADMIN_PASSWORD=e2e-password-123 ADMIN_EMAIL=e2e-admin@example.com \
  RATE_LIMIT_EXEMPT_IPS=127.0.0.1 PAGE_RENDER_MS_PER_SECOND=60000 \
  PASSKEY_RP_ID=localhost PASSKEY_ORIGIN="http://localhost:$port" SMTP_URL="smtp://127.0.0.1:$(cat "$mail_dir/port")"
export CLIENT_DIR="${CLIENT_DIR:-dist/client}"
node dist/server/main.js
