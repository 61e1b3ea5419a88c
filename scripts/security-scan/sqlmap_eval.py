# Helpers for sqlmap's --eval, which runs before every request sqlmap sends (see targets.mjs).
# They keep each request one the server can accept, so every field reaches the database:
# a fresh Idempotency-Key per order, a fresh confirmed order per status change, and new
# values for unique fields (usernames, emails, handles) whenever sqlmap sends the example.
# Reads SCAN_EVAL_CONTEXT (the eval-context.json targets.mjs wrote). Standard library only.
import json
import os
import re
import urllib.request
import uuid

with open(os.environ["SCAN_EVAL_CONTEXT"]) as f:
    CONTEXT = json.load(f)


def idempotency_key():
    return uuid.uuid4().hex


def unique(fields, *names):
    """
    Gives each named body field that still holds its example value a random prefix (the
    example is taken after the first request); payloads pass as they are. `fields` is the
    --eval namespace (globals() there): the top-level JSON fields, when the body parses.
    """
    for name in names:
        value = fields.get(name)
        if isinstance(value, str) and value in CONTEXT["uniqueExamples"]:
            fields[name] = "s%s%s%s" % (uuid.uuid4().hex[:10], "." if "@" in value else "-", value)


def _request(method, path, body, headers):
    data = json.dumps(body).encode()
    req = urllib.request.Request(CONTEXT["base"] + path, data=data, method=method)
    req.add_header("Content-Type", "application/json")
    for name, value in headers.items():
        req.add_header(name, value)
    with urllib.request.urlopen(req, timeout=30) as res:
        return json.load(res)


STATUS_PATH = re.compile(r"/orders/\d+/status")


def confirmed_order_uri(uri):
    """
    Places an order, confirms it, and points the status change at it (an order ships once).
    Only while the order id in the path is a plain number: a payload there goes as it is.
    """
    if not STATUS_PATH.search(uri):
        return uri
    placed = _request("POST", "/api/orders", CONTEXT["orderBody"], {"Idempotency-Key": idempotency_key()})
    order_id = placed["order"]["id"]
    _request("POST", "/api/admin/orders/%d/status" % order_id, {"status": "confirmed"}, {"Cookie": CONTEXT["adminCookie"]})
    return STATUS_PATH.sub("/orders/%d/status" % order_id, uri)
