#!/usr/bin/env bash
# The server the Stripe browser tests drive (e2e/stripe.spec.ts): the fake Stripe on loopback
# (src/server/test/fake-stripe.ts) and, pointed at it, the production build on a fresh
# embedded database, seeded, with the same staff account as scripts/e2e-server.sh. The fake's
# hosted page sends the shopper back to PUBLIC_URL and its webhooks go to the store's endpoint.
# Stopping this script stops both.
set -euo pipefail
port="${1:-4174}"
fake_port="${2:-$((port + 1))}"
data_dir="$(mktemp -d -t tj-e2e-stripe-XXXXXX)"
pids=()
stop() {
  # Both children, whichever of them ended first or however the script was stopped.
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait || true
  rm -rf "$data_dir"
}
trap stop EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

store_url="http://127.0.0.1:$port"
export STRIPE_SECRET_KEY=sk_test_e2e_store STRIPE_WEBHOOK_SECRET=whsec_e2e_store STRIPE_API_URL="http://127.0.0.1:$fake_port"

FAKE_STRIPE_PORT="$fake_port" FAKE_STRIPE_WEBHOOK_URL="$store_url/api/payments/stripe/webhook" \
  node --import tsx e2e/support/fake-stripe-server.ts &
pids+=("$!")
# The store must not take orders before the fake answers: wait for its port to open.
until (exec 3<>"/dev/tcp/127.0.0.1/$fake_port") 2>/dev/null; do
  kill -0 "${pids[0]}" 2>/dev/null || { echo "The fake Stripe did not start" >&2; exit 1; }
  sleep 0.1
done

export NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$data_dir" PUBLIC_URL="$store_url" \
  COOKIE_SECURE=false LOG_LEVEL=warn ADMIN_USERNAME=e2e-admin ADMIN_PASSWORD=e2e-password-123 ADMIN_EMAIL=e2e-admin@example.com \
  RATE_LIMIT_EXEMPT_IPS=127.0.0.1 PAGE_RENDER_MS_PER_SECOND=60000
export CLIENT_DIR="${CLIENT_DIR:-dist/client}"
node dist/server/main.js &
pids+=("$!")

# Whichever stops first takes the other with it (the EXIT trap).
wait -n
