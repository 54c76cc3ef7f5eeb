#!/usr/bin/env python3
"""Generate routes/slack.yaml from slack-methods.txt and slack-overrides.yaml.

    python3 tools/routes/gen_slack.py                  # write routes/slack.yaml
    python3 tools/routes/gen_slack.py --check          # exit 1 if the committed table differs
    python3 tools/routes/gen_slack.py --extract methods.js   # refresh slack-methods.txt

slack-methods.txt is every method @slack/web-api binds (`npm pack @slack/web-api`,
dist/methods.js). Each method gets a route on /api/METHOD for any method; where its
resource comes from an argument, a second, more specific [GET, HEAD] route reads the
argument from the query (POST carries it in the body; the format has no "body or
query" fallback, see the report).
"""
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import routelib  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
METHODS = os.path.join(HERE, "slack-methods.txt")
OVERRIDES = os.path.join(HERE, "slack-overrides.yaml")
OUT = os.path.join(ROOT, "routes", "slack.yaml")

EXTRA = """  # --- incoming webhooks and file downloads (not Web API methods)
  # The third segment of a webhook URL is its secret: it is never put in the resource.
  # A legacy webhook posts to the channel its payload names: that channel is judged too.
  - {method: POST, path: "/services/{team}/{bot}/{secret}", host: hooks.slack.com, action: webhooks.post, resource: "webhook:{team}/{bot}", also: ["channel:{body.channel,body.channel_id|each}"], effect: write, level: member}
  - {method: POST, path: "/upload/v1/{ticket+}", host: files.slack.com, action: files.upload, resource: "workspace:slack", effect: write, level: member}
  - {method: [GET, HEAD], path: "/files-pri/{file+}", host: files.slack.com, action: files.download, resource: "workspace:slack", effect: read, level: member}
  # --- Socket Mode and RTM WebSockets: apps.connections.open and rtm.connect give a wss://
  # URL on these hosts whose `ticket` (a one-use credential) is never in the resource. The
  # socket brings the workspace's events and takes the app's answers (an envelope's
  # payload answers a slash command or an action in a channel): a write, on the workspace.
  - {method: GET, path: "/link", host: wss-primary.slack.com, action: apps.connections.socket, resource: "workspace:slack", effect: write, level: member}
  - {method: GET, path: "/websocket/{ticket+}", host: wss-primary.slack.com, action: rtm.socket, resource: "workspace:slack", effect: write, level: member}
  - {method: GET, path: "/link", host: wss-backup.slack.com, action: apps.connections.socket, resource: "workspace:slack", effect: write, level: member}
  - {method: GET, path: "/websocket/{ticket+}", host: wss-backup.slack.com, action: rtm.socket, resource: "workspace:slack", effect: write, level: member}
"""


def load_methods():
    with open(METHODS) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]


def fill(tmpl, places):
    """`channel:{channel_id,channels|each}` -> `channel:{body.channel_id,body.channels,
    query.channel_id,query.channels|each}` for places [body, query]."""
    def sub(m):
        fields, bar, filters = m.group(1).partition("|")
        names = [f.strip() for f in fields.split(",")]
        return "{" + ",".join(p + "." + n for p in places for n in names) + bar + filters + "}"
    return re.sub(r"\{([^}]*)\}", sub, tmpl)


# Every spelling of a channel argument in Slack's methods, each value (a list too) judged.
# (`context_channel_id`: the channel an assistant search runs in; `entity_ids`: the org,
# team or channel ids an admin role is assigned on, each judged as a channel: a team id
# meets only a grant that covers it.)
CHANNEL_ARGS = "channel:{channel,channel_id,channels,channel_ids,context_channel_id,entity_ids|each}"

# Every channel a message's text links a message of (a permalink, which Slack unfurls with
# the linked message's text under the post: posting one reads that channel), in each
# argument that carries a message's text or its blocks.
PERMALINK_ARGS = "channel:{text,blocks,attachments,initial_comment,markdown_text,document_content,changes|permalinks}"


def build(methods, ov):
    res_of = {}
    optional = set()
    for tmpl, names in ov["resources"].items():
        for n in names:
            res_of[n] = tmpl
    for tmpl, names in (ov.get("optional_resources") or {}).items():
        for n in names:
            res_of[n] = tmpl
            optional.add(n)
    more = ov.get("also") or {}
    unknown = (set(res_of) | set(ov.get("effect") or {}) | set(ov.get("destructive") or [])
               | set(more)) - set(methods)
    if unknown:
        raise SystemExit("overrides name unknown methods: %s" % sorted(unknown))
    routes = []
    for m in methods:
        last = m.split(".")[-1]
        effect = (ov.get("effect") or {}).get(m) or (
            "read" if re.match(ov["read_re"], last) else "write")
        destructive = bool(re.match(ov["destructive_re"], last)) or m in (ov.get("destructive") or [])
        level = "admin" if re.match(ov["admin_methods_re"], m) else "member"
        base = {"path": "/api/" + m, "host": "slack.com", "action": m, "effect": effect,
                "destructive": destructive, "level": level}
        tmpl = res_of.get(m)
        if tmpl is None:
            # No resource argument reviewed: the workspace, and beside it (`also`, below)
            # every channel the request names in a channel argument, so a method not
            # reviewed carries nothing past a channel's deny, and a grant on one channel
            # does not stand for a workspace-wide call (a search).
            tmpl = "workspace:slack"
        if m in optional:
            base = dict(base, otherwise="workspace:slack")
        # POST reads the body, then the query string (Slack reads both; a field given in
        # both places is refused); GET and HEAD read the query string. Beside the resource,
        # every channel the request names is judged too (a canvas shared to channel_ids, a
        # user group's default channels).
        for method, places in (("*", ["body", "query"]), (["GET", "HEAD"], ["query"])):
            routes.append(dict(base, method=method, resource=fill(tmpl, places),
                               also=[fill(CHANNEL_ARGS, places), fill(PERMALINK_ARGS, places)]
                               + [fill(t, places) for t in more.get(m) or []]))
    return routes


def render(methods, ov):
    routes = build(methods, ov)
    head = [
        "# GENERATED by tools/routes/gen_slack.py from tools/routes/slack-methods.txt",
        "# (%d Web API methods: @slack/web-api's and python slack_sdk's) and tools/routes/slack-overrides.yaml." % len(methods),
        "# Do not edit: change the overrides and rerun. Action = the Slack method name.",
        "# POST (any method) reads the resource argument from the body (JSON or form), then",
        "# the query string; GET/HEAD from the query string. `|each`: every value given,",
        "# split at commas, is a resource of its own (a list argument names several).",
        "version: 1",
        "service: slack",
        "description: Slack Web API (every method of @slack/web-api), incoming webhooks and file downloads",
        "hosts: [slack.com, hooks.slack.com, files.slack.com, wss-primary.slack.com, wss-backup.slack.com]",
        'base_path: ""',
        "levels: [member, admin]",
        "check: slack",
        "# A channel is named by its id (C0123ABCD) or by its name, with or without `#`:",
        "# a name is spelled `channel:#name`, so one grant or deny covers both spellings.",
        "# An invitee (`invitee:`, an email address or a user id an invitation goes to) is",
        "# spelled in lower case, so one grant or deny covers every spelling of an address.",
        "names:",
        "  fold_case: [invitee]",
        '  marked: {channel: "#"}',
        "routes:",
    ]
    return "\n".join(head + [routelib.route_line(r) for r in routes]) + "\n" + EXTRA


def main():
    if "--extract" in sys.argv:
        src = sys.argv[sys.argv.index("--extract") + 1]
        with open(src) as f:
            names = sorted(set(re.findall(r"bindApiCall\w*\(this, '([\w.]+)'\)", f.read())))
        with open(METHODS) as f:
            header = [l for l in f if l.startswith("#")]
        with open(METHODS, "w") as f:
            f.write("".join(header) + "\n".join(names) + "\n")
    methods = load_methods()
    with open(OVERRIDES) as f:
        ov = yaml.safe_load(f)
    text = render(methods, ov)
    if "--check" in sys.argv:
        with open(OUT) as f:
            if f.read() != text:
                sys.stderr.write("routes/slack.yaml differs from regeneration; run python3 tools/routes/gen_slack.py\n")
                return 1
        return 0
    with open(OUT, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
