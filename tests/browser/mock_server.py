#!/usr/bin/env python3
"""A stand-in for `wirepass run --admin ADDR`, for testing the decisions page alone.

It implements the page's side of the admin contract and nothing else:

  GET /?token=T        src/admin/page.html (re-read on every request), else 401
  GET /events?token=T  text/event-stream: the last 200 decisions oldest first, then
                       `counts`, then new decisions as they are pushed; `counts` again
                       at most once a second after a change; `: keep-alive` comments

and two control endpoints the real server does not have:

  POST /push?token=T   body: one decision object or a JSON array of them -> 204
  POST /drop?token=T   close every open event stream (the page should reconnect) -> 204

Decisions can also be pushed as JSON lines on stdin. Standard library only.

  python3 mock_server.py [--port 0] [--token T] [--seed FILE] [--keepalive 15]

prints `listening http://127.0.0.1:PORT/?token=T` on stdout once it accepts requests.
--seed takes a JSON file: an array of decisions, or an object whose "replay" array is used.
"""

import argparse
import collections
import hmac
import json
import pathlib
import queue
import secrets
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PAGE = pathlib.Path(__file__).resolve().parents[2] / "src" / "admin" / "page.html"
REPLAY = 200
DECISIONS = ("allow", "refuse", "would_refuse", "error")
# What the lead's server sends with the page: the page's own <meta> CSP is stricter still.
PAGE_CSP = ("default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
            "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


class Hub:
    """The decisions so far and the open event streams; one lock guards both, so a
    stream that connects gets every decision exactly once (in the replay or live)."""

    def __init__(self):
        self.lock = threading.Lock()
        self.recent = collections.deque(maxlen=REPLAY)
        self.counts = {}
        self.streams = set()
        self.counts_dirty = False

    def push(self, decision):
        # Keys as the real server would make them, even from junk a test pushes.
        service = str(decision.get("service") or "-")
        kind = str(decision.get("decision"))
        with self.lock:
            self.recent.append(decision)
            per = self.counts.setdefault(service, {d: 0 for d in DECISIONS})
            per[kind] = per.get(kind, 0) + 1
            self.counts_dirty = True
            for q in self.streams:
                q.put(("decision", decision))

    def subscribe(self):
        q = queue.Queue()
        with self.lock:
            replay = list(self.recent)
            counts = json.loads(json.dumps(self.counts))
            self.streams.add(q)
        return q, replay, counts

    def unsubscribe(self, q):
        with self.lock:
            self.streams.discard(q)

    def drop_all(self):
        with self.lock:
            for q in self.streams:
                q.put(None)

    def counts_loop(self):
        # Counts follow changes at most once a second, as the contract says.
        while True:
            time.sleep(1.0)
            with self.lock:
                if not self.counts_dirty:
                    continue
                self.counts_dirty = False
                counts = json.loads(json.dumps(self.counts))
                for q in self.streams:
                    q.put(("counts", counts))


def sse(event, data):
    return f"event: {event}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n".encode()


def decisions_in(value):
    items = value if isinstance(value, list) else [value]
    if not all(isinstance(d, dict) for d in items):
        raise ValueError("a decision is a JSON object")
    return items


class Handler(BaseHTTPRequestHandler):
    server_version = "wirepass-mock"

    def log_message(self, fmt, *args):  # stdout carries the `listening` line only
        line = (fmt % args).replace(self.server.token, "<token>")
        sys.stderr.write(f"mock: {line}\n")

    def authorized(self, query):
        given = urllib.parse.parse_qs(query).get("token", [""])[0]
        return hmac.compare_digest(given.encode(), self.server.token.encode())

    def answer(self, status, body=b"", ctype="text/plain; charset=utf-8", extra=()):
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        for k, v in extra:
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        if url.path not in ("/", "/events"):
            return self.answer(404, b"not found\n")
        if not self.authorized(url.query):
            return self.answer(401, b"missing or wrong token\n")
        if url.path == "/":
            return self.answer(200, PAGE.read_bytes(), "text/html; charset=utf-8", [
                ("Content-Security-Policy", PAGE_CSP),
                ("X-Content-Type-Options", "nosniff"),
                ("Referrer-Policy", "no-referrer"),
            ])
        self.stream()

    def stream(self):
        q, replay, counts = self.server.hub.subscribe()
        try:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(b"".join(sse("decision", d) for d in replay) + sse("counts", counts))
            self.wfile.flush()
            while True:
                try:
                    item = q.get(timeout=self.server.keepalive)
                except queue.Empty:
                    self.wfile.write(b": keep-alive\n\n")
                    self.wfile.flush()
                    continue
                if item is None:
                    return
                self.wfile.write(sse(*item))
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            self.server.hub.unsubscribe(q)
            self.close_connection = True

    def do_POST(self):
        url = urllib.parse.urlsplit(self.path)
        if url.path not in ("/push", "/drop"):
            return self.answer(404, b"not found\n")
        if not self.authorized(url.query):
            return self.answer(401, b"missing or wrong token\n")
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if url.path == "/drop":
            self.server.hub.drop_all()
            return self.answer(204)
        try:
            items = decisions_in(json.loads(body))
        except ValueError as e:
            return self.answer(400, f"{e}\n".encode())
        for d in items:
            self.server.hub.push(d)
        self.answer(204)


def read_stdin(hub):
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            for d in decisions_in(json.loads(line)):
                hub.push(d)
        except ValueError as e:
            sys.stderr.write(f"mock: stdin: {e}\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--token", default=None, help="default: random")
    ap.add_argument("--seed", type=pathlib.Path, help="decisions to have happened before start")
    ap.add_argument("--keepalive", type=float, default=15.0, help="seconds between comments")
    args = ap.parse_args()

    hub = Hub()
    if args.seed:
        seed = json.loads(args.seed.read_text(encoding="utf-8"))
        for d in decisions_in(seed["replay"] if isinstance(seed, dict) else seed):
            hub.push(d)
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    server.hub = hub
    server.token = args.token or secrets.token_urlsafe(24)
    server.keepalive = args.keepalive
    threading.Thread(target=hub.counts_loop, daemon=True).start()
    threading.Thread(target=read_stdin, args=(hub,), daemon=True).start()
    port = server.server_address[1]
    print(f"listening http://127.0.0.1:{port}/?token={server.token}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
