#!/usr/bin/env bash
# sqlmap and wapiti (Debian's packages) against the production build on a fresh
# seeded embedded database, on every operation and parameter of /api/openapi.json.
# Prints a table of targets and findings, then "TOTAL FINDINGS: N"; exits 1 when N > 0
# (2 when nothing was found but part of the scan could not run).
#
#   bash scripts/security-scan.sh            (npm run security:scan)
#
# Uses dist/ (runs `npm run build` when it is missing; build first to scan current code).
# Optional: SERVER_ENTRY, CLIENT_DIR (another build), PORT (default: a free one), SCAN_JOBS
# (parallel sqlmap runs, 2), SQLMAP_READ_LEVEL / SQLMAP_WRITE_LEVEL (3 / 2),
# SQLMAP_TARGET_TIMEOUT and SQLMAP_PARAMETER_TIMEOUT (a target may run 120 s + 60 s per
# parameter it tests), WAPITI_TIMEOUT (1200 s), SCAN_ONLY (a regex: only the sqlmap targets
# whose name matches, e.g. 'admin/orders'), SKIP_WAPITI=1 / SKIP_SQLMAP=1.
# Neither scanner contacts the internet: sqlmap runs with --batch and never --update; wapiti
# without its update and its SSRF, XXE, nikto and wapp modules (they need wapiti's servers or
# downloads), and with --no-bugreport.
set -euo pipefail
cd "$(dirname "$0")/.."

# ---------- The scanners ----------
missing=()
command -v sqlmap >/dev/null || missing+=(sqlmap)
command -v wapiti >/dev/null || missing+=(wapiti)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's ${missing[*]} ..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "The security scan needs Debian's sqlmap and wapiti: run 'sudo apt-get install -y sqlmap wapiti'." >&2
    exit 1
  fi
fi

# ---------- The production build ----------
SERVER_ENTRY="${SERVER_ENTRY:-dist/server/main.js}"
CLIENT_DIR="${CLIENT_DIR:-dist/client}"
if [ ! -f "$SERVER_ENTRY" ] || [ ! -f "$CLIENT_DIR/index.html" ]; then
  if [ "$SERVER_ENTRY" = dist/server/main.js ] && [ "$CLIENT_DIR" = dist/client ]; then
    echo "No production build in dist/: running npm run build ..."
    npm run build
  else
    echo "No build at SERVER_ENTRY=$SERVER_ENTRY / CLIENT_DIR=$CLIENT_DIR" >&2
    exit 1
  fi
fi

# ---------- A fresh server ----------
PORT="${PORT:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"
BASE="http://127.0.0.1:$PORT"
WORK="$(mktemp -d -t tj-security-scan-XXXXXX)"
REPORTS="$WORK/reports"
mkdir -p "$REPORTS" "$WORK/data"
ADMIN_USERNAME=scan-admin
ADMIN_PASSWORD="scan-$(node -e 'console.log(require("crypto").randomBytes(12).toString("hex"))')"
server_pid=""
cleanup() {
  local pid
  # Scanners still running (interrupted): stop each one's `timeout`, which passes the signal on.
  for pid in $(jobs -p); do
    [ "$pid" = "$server_pid" ] && continue
    pkill -TERM -P "$pid" 2>/dev/null || true
    kill "$pid" 2>/dev/null || true
  done
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$WORK/data"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

started=$SECONDS
echo "Starting the production server ($SERVER_ENTRY, client $CLIENT_DIR) on $BASE with a fresh database in $WORK/data"
echo "Rate limits: RATE_LIMIT_EXEMPT_IPS=127.0.0.1, so the scanners are not simply rate limited (the limits themselves are not under test here)."
NODE_ENV=production HOST=127.0.0.1 PORT="$PORT" DATA_DIR="$WORK/data" PUBLIC_URL="$BASE" COOKIE_SECURE=false LOG_LEVEL=warn \
  ADMIN_USERNAME="$ADMIN_USERNAME" ADMIN_PASSWORD="$ADMIN_PASSWORD" ADMIN_EMAIL=scan-admin@example.com \
  RATE_LIMIT_EXEMPT_IPS=127.0.0.1 CLIENT_DIR="$CLIENT_DIR" \
  node "$SERVER_ENTRY" >"$REPORTS/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 240); do
  curl -sf "$BASE/healthz" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { echo "The server exited:" >&2; cat "$REPORTS/server.log" >&2; exit 1; }
  sleep 0.5
done
curl -sf "$BASE/healthz" >/dev/null || { echo "The server did not become healthy" >&2; exit 1; }

# ---------- Targets: every operation and parameter, with real values ----------
SCAN_ADMIN_USERNAME="$ADMIN_USERNAME" SCAN_ADMIN_PASSWORD="$ADMIN_PASSWORD" node scripts/security-scan/targets.mjs "$BASE" "$REPORTS"
export SCAN_EVAL_CONTEXT="$REPORTS/eval-context.json"

incomplete=()

# ---------- wapiti (in the background, alongside sqlmap) ----------
# Modules that attack parameters and need nothing outside this machine. Wapiti 3.0.4 sends
# GET query strings and HTML forms (not JSON bodies: sqlmap covers those), so it gets every
# GET operation with all its query parameters filled in, the storefront pages and images.
# Its requests only read, so they do not disturb sqlmap's comparisons (nor sqlmap's writes its
# checks, which look for errors, reflected payloads and 20-second delays).
WAPITI_MODULES="sql,blindsql,xss,permanentxss,exec,file,crlf,redirect,shellshock,backup,htaccess"
WAPITI_TIMEOUT="${WAPITI_TIMEOUT:-1200}"
wdir="$REPORTS/wapiti"
wapiti_targets=0
wapiti_findings=0
wapiti_pid=""
run_wapiti() {
  local starts=() url rc=0
  while read -r url; do [ -n "$url" ] && starts+=(-s "$url"); done <"$wdir/urls.txt"
  # Wapiti loads every module, even unused ones, and its wapp module downloads the Wappalyzer
  # database from GitHub when its config folder has none: an empty stand-in keeps it offline.
  mkdir -p "$wdir/config"
  echo '{}' >"$wdir/config/apps.json"
  TERM=dumb nice -n 10 timeout -k 10 "$WAPITI_TIMEOUT" \
    wapiti -u "$BASE/" --scope folder "${starts[@]}" -m "$WAPITI_MODULES" -c "$wdir/cookies.json" \
    --flush-session --store-session "$wdir/session" --store-config "$wdir/config" --no-bugreport \
    -d 3 --max-links-per-page 100 -t 20 -v 1 -f json -o "$wdir/report.json" </dev/null >"$wdir/out.txt" 2>&1 || rc=$?
  echo "$rc" >"$wdir/rc"
  echo "$((SECONDS - wapiti_started))" >"$wdir/seconds"
}
if [ "${SKIP_WAPITI:-0}" != 1 ]; then
  wapiti_targets="$(grep -c . "$wdir/urls.txt")"
  echo "wapiti: $wapiti_targets start URLs, modules $WAPITI_MODULES (in the background) ..."
  wapiti_started=$SECONDS
  run_wapiti &
  wapiti_pid=$!
fi

# ---------- sqlmap ----------
# Against PostgreSQL (what PGlite is). Reads (GET, phase 1): level 3, risk 2, every technique
# (boolean, error, UNION, stacked, time-based). Writes (phase 2, after the reads so their new
# rows do not change the pages the reads compare): level 2, risk 2, no UNION (an INSERT or
# UPDATE returns no rows to union with); each write is a transaction, an email or a password
# hash, so level 3 would double the run for boundaries meant for SELECT clauses.
# --ignore-code 401: wrong passwords and tampered session cookies answer 401, which would
# otherwise stop sqlmap. --drop-set-cookie: keep the cookie each target was given.
# "skip those kind=N": the validation message "Please enter a valid email" looks like a type
# casting error to sqlmap, which would otherwise skip every email field; "keep testing=Y":
# after an injection, go on with the target's other parameters.
SQLMAP_COMMON=(--batch --disable-coloring --flush-session --skip-waf --dbms=PostgreSQL --time-sec=2 --timeout=30
  --retries=1 --ignore-code=401 --drop-set-cookie -v 1 "--answers=skip those kind=N,keep testing=Y")
# sqlmap's --eval imports scripts/security-scan/sqlmap_eval.py: leave no __pycache__ behind.
export PYTHONDONTWRITEBYTECODE=1
SQLMAP_READ=(--level="${SQLMAP_READ_LEVEL:-3}" --risk=2 --technique=BEUST)
SQLMAP_WRITE=(--level="${SQLMAP_WRITE_LEVEL:-2}" --risk=2 --technique=BEST)
# Per target: a base plus a share per parameter it tests (a body tests every field).
SQLMAP_TARGET_TIMEOUT="${SQLMAP_TARGET_TIMEOUT:-120}"
SQLMAP_PARAMETER_TIMEOUT="${SQLMAP_PARAMETER_TIMEOUT:-60}"
sqlmap_targets=0
sqlmap_findings=0
target_timeout() {
  local params
  params="$(cut -f2 "$REPORTS/sqlmap/$1.name" | wc -w)"
  echo $((SQLMAP_TARGET_TIMEOUT + SQLMAP_PARAMETER_TIMEOUT * params))
}
run_sqlmap_target() {
  local id="$1" args=() settings=("${SQLMAP_READ[@]}")
  local dir="$REPORTS/sqlmap/$id"
  [ "${id%%-*}" = 1 ] || settings=("${SQLMAP_WRITE[@]}")
  mapfile -d '' args <"$REPORTS/sqlmap/$id.args"
  mkdir -p "$dir"
  local rc=0
  TERM=dumb nice -n 10 timeout -k 10 "$(target_timeout "$id")" \
    sqlmap "${SQLMAP_COMMON[@]}" "${settings[@]}" --output-dir="$dir" "${args[@]}" </dev/null >"$dir/out.txt" 2>&1 || rc=$?
  echo "$rc" >"$dir/rc"
}
if [ "${SKIP_SQLMAP:-0}" != 1 ]; then
  ids=()
  for f in "$REPORTS"/sqlmap/*.args; do
    id="$(basename "$f" .args)"
    if [ -n "${SCAN_ONLY:-}" ] && ! cut -f1 "$REPORTS/sqlmap/$id.name" | grep -Eq -- "$SCAN_ONLY"; then continue; fi
    ids+=("$id")
  done
  echo "sqlmap: ${#ids[@]} targets, ${SCAN_JOBS:-2} at a time: reads, then writes ..."
  sqlmap_started=$SECONDS
  for phase in 1 2; do
    pids=()
    for id in "${ids[@]}"; do
      [ "${id%%-*}" = "$phase" ] || continue
      if [ "${#pids[@]}" -ge "${SCAN_JOBS:-2}" ]; then
        # Wait for one of the sqlmap runs (not the server or wapiti, also children of this shell).
        finished=""
        wait -n -p finished "${pids[@]}" || true
        left=()
        for pid in "${pids[@]}"; do [ "$pid" = "$finished" ] || left+=("$pid"); done
        pids=("${left[@]}")
      fi
      run_sqlmap_target "$id" &
      pids+=($!)
    done
    [ "${#pids[@]}" -eq 0 ] || wait "${pids[@]}" || true
  done
  for id in "${ids[@]}"; do
    dir="$REPORTS/sqlmap/$id"
    name="$(cut -f1 "$REPORTS/sqlmap/$id.name")"
    rc="$(cat "$dir/rc")"
    sqlmap_targets=$((sqlmap_targets + 1))
    # sqlmap logs each injection point it confirms as "Parameter: <name> (<place>)".
    found=0
    if [ -f "$dir/127.0.0.1/log" ]; then found="$(grep -c '^Parameter: ' "$dir/127.0.0.1/log" || true)"; fi
    if [ "$found" -gt 0 ]; then
      sqlmap_findings=$((sqlmap_findings + found))
      echo "  FINDING sqlmap: $name (a marked #N* is the N-th of: $(cut -f2 "$REPORTS/sqlmap/$id.name"))"
      sed -n '/^---$/,/^---$/p' "$dir/127.0.0.1/log" | sed 's/^/    /'
    fi
    # A 500 while sqlmap attacks is an error the server did not handle: a finding too.
    errors="$(grep -o '500 (Internal Server Error) - [0-9]* times' "$dir/out.txt" || true)"
    if [ -n "$errors" ]; then
      sqlmap_findings=$((sqlmap_findings + 1))
      echo "  FINDING sqlmap: $name: $errors (the server's log says why: $REPORTS/server.log)"
    fi
    # Did sqlmap reach a verdict on every parameter of the target?
    expected="$(cut -f2 "$REPORTS/sqlmap/$id.name" | wc -w)"
    tested="$(grep -Ec "parameter '.*' (does not seem to be injectable|is vulnerable)" "$dir/out.txt" || true)"
    if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
      incomplete+=("sqlmap $id $name: stopped after $(target_timeout "$id") s ($tested of $expected parameters done)")
    elif grep -q '\[CRITICAL\]' "$dir/out.txt"; then
      incomplete+=("sqlmap $id $name: $(grep -m1 '\[CRITICAL\]' "$dir/out.txt" | cut -c1-200)")
    elif grep -v 'all tested parameters do not appear to be injectable' "$dir/out.txt" | grep -q '\[ERROR\].*skipping to the next target'; then
      incomplete+=("sqlmap $id $name: $(grep -v 'all tested parameters' "$dir/out.txt" | grep -m1 '\[ERROR\].*skipping to the next target' | cut -c1-200)")
    elif grep -q 'responded with an HTTP error code (.*) which could interfere' "$dir/out.txt"; then
      # The example request itself was refused: the parameters never got as far as the handler.
      incomplete+=("sqlmap $id $name: the unchanged request $(grep -m1 -o 'responded with an HTTP error code ([0-9]*)' "$dir/out.txt"), see $dir/out.txt")
    elif [ "$tested" -lt "$expected" ]; then
      incomplete+=("sqlmap $id $name: a verdict on $tested of $expected parameters, see $dir/out.txt")
    fi
  done
  echo "sqlmap: done in $((SECONDS - sqlmap_started)) s"
fi

if [ -n "$wapiti_pid" ]; then
  wait "$wapiti_pid" || true
  rc="$(cat "$wdir/rc")"
  echo "wapiti: done in $(cat "$wdir/seconds") s"
  if [ ! -s "$wdir/report.json" ]; then
    incomplete+=("wapiti: no report (exit $rc), see $wdir/out.txt")
  else
    [ "$rc" = 0 ] || incomplete+=("wapiti: exit $rc, see $wdir/out.txt")
    if grep -q 'Max attack time was reached' "$wdir/out.txt"; then incomplete+=("wapiti: a module ran out of time, see $wdir/out.txt"); fi
    if grep -q 'Downloading from the web' "$wdir/out.txt"; then incomplete+=("wapiti: tried to download a database, see $wdir/out.txt"); fi
    # Every vulnerability and every anomaly (a 500 or a timeout under attack) counts, less the
    # false positives wapiti-findings.mjs recognises (and lists).
    if ! wapiti_findings="$(node scripts/security-scan/wapiti-findings.mjs "$wdir/report.json" "$BASE" "$wdir")"; then
      incomplete+=("wapiti: its report could not be read ($wdir/report.json)")
      wapiti_findings=0
    fi
    if [ -s "$wdir/findings.txt" ]; then sed 's/^/  FINDING wapiti: /' "$wdir/findings.txt"; fi
    if [ -s "$wdir/false-positives.txt" ]; then
      echo "  wapiti: $(wc -l <"$wdir/false-positives.txt") false positives left out ($wdir/false-positives.txt), e.g.:"
      head -3 "$wdir/false-positives.txt" | sed 's/^/    /'
    fi
  fi
fi

# ---------- Summary ----------
total=$((sqlmap_findings + wapiti_findings))
echo
printf '%-8s %8s %9s\n' scanner targets findings
printf '%-8s %8s %9s\n' sqlmap "$sqlmap_targets" "$sqlmap_findings"
printf '%-8s %8s %9s\n' wapiti "$wapiti_targets" "$wapiti_findings"
if [ "${#incomplete[@]}" -gt 0 ]; then
  echo
  echo "Not fully scanned (${#incomplete[@]}):"
  printf '  %s\n' "${incomplete[@]}"
fi
echo
echo "Reports: $REPORTS (wall time $((SECONDS - started)) s)"
echo "TOTAL FINDINGS: $total"
if [ "$total" -gt 0 ]; then exit 1; fi
if [ "${#incomplete[@]}" -gt 0 ]; then exit 2; fi
exit 0
