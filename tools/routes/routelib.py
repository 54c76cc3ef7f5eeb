"""Shared helpers for the route-table tools: emit tables, check them, and a
small reference matcher that follows ROUTES-FORMAT.md (used to check the
hand-written cases before the Rust matcher exists, and as a second opinion
after). Python 3 standard library plus PyYAML."""
import json
import re
from urllib.parse import unquote, parse_qs, urlsplit

TOP_KEYS = {"version", "service", "description", "hosts", "storage", "base_path", "levels", "check", "names", "routes"}
ROUTE_KEYS = {"method", "path", "host", "query", "action", "resource", "effect",
              "destructive", "level", "graphql", "commands", "includes", "otherwise", "also",
              "members", "multipart"}
GRAPHQL_KEYS = {"query_action", "mutation_prefix", "resource", "fields"}
FIELD_KEYS = {"action", "resource", "level", "destructive", "commands"}
METHODS = {"GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE", "*"}
ACTION_RE = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$")
SLACK_ACTION_RE = re.compile(r"^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$")
PARAM_RE = re.compile(r"^\{([A-Za-z_][A-Za-z0-9_]*)(\+?)\}$")
PLAIN_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.\-]*$")
YAML_WORDS = {"y", "n", "yes", "no", "on", "off", "true", "false", "null", "~"}

# ---------------------------------------------------------------- emitting


def scalar(value):
    """A YAML scalar: plain when unambiguous, else a JSON (= YAML) string."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, list):
        return "[" + ", ".join(scalar(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join("%s: %s" % (scalar(k), scalar(v)) for k, v in value.items()) + "}"
    if PLAIN_RE.match(value) and value.lower() not in YAML_WORDS:
        return value
    return json.dumps(value)


ROUTE_ORDER = ["method", "path", "host", "query", "action", "resource", "otherwise", "also",
               "members", "multipart", "effect", "destructive", "level"]


def route_line(route):
    """One route as a one-line flow mapping (diffable; file:line names it)."""
    parts = []
    for key in ROUTE_ORDER:
        if key in route and route[key] is not None:
            if key == "destructive" and not route[key]:
                continue
            parts.append("%s: %s" % (key, scalar(route[key])))
    return "  - {" + ", ".join(parts) + "}"


# ---------------------------------------------------------------- templates


def parse_path(path):
    """Template -> list of (kind, name): kind 0 literal, 1 {x}, 2 {x+}."""
    if not path.startswith("/"):
        raise ValueError("path must start with /: %r" % path)
    # As the Rust normaliser reads it: runs of "/" are one, each segment percent-decoded.
    segs = [unquote(s) for s in path.split("/") if s]
    out = []
    for i, seg in enumerate(segs):
        m = PARAM_RE.match(seg)
        if m:
            rest = m.group(2) == "+"
            if rest and i != len(segs) - 1:
                raise ValueError("{x+} must be last: %r" % path)
            out.append((2 if rest else 1, m.group(1)))
        elif "{" in seg or "}" in seg or seg == "":
            raise ValueError("bad segment %r in %r" % (seg, path))
        else:
            out.append((0, seg))
    return out


def full_path(table, route):
    base = (table.get("base_path") or "").rstrip("/")
    return base + route["path"] if route["path"] != "/" or not base else base


def method_set(m):
    return {"*"} if m == "*" else set(m if isinstance(m, list) else [m])


def shape(table, route):
    return tuple(k if k else ("lit", v) for k, v in parse_path(full_path(table, route)))


def queries_disjoint(a, b):
    for k in set(a) & set(b):
        if a[k] != "*" and b[k] != "*" and a[k] != b[k]:
            return True
    return False


def routes_tie(table, a, b):
    """True when a request could match a and b with equal specificity."""
    if a.get("host") and b.get("host") and a["host"] != b["host"]:
        return False
    if shape(table, a) != shape(table, b):
        return False
    qa, qb = a.get("query") or {}, b.get("query") or {}
    if bool(qa) != bool(qb) or (qa and queries_disjoint(qa, qb)):
        return False
    ma, mb = method_set(a["method"]), method_set(b["method"])
    if ("*" in ma) != ("*" in mb):
        return False
    return "*" in ma or bool(ma & mb)


# ---------------------------------------------------------------- matching


def specificity(segs, route, table):
    kinds = tuple(k for k, _ in parse_path(full_path(table, route)))
    return (tuple(-x for x in kinds), len(kinds), 1 if route.get("query") else 0,
            0 if route["method"] == "*" else 1)


def host_matches(pattern, host):
    if pattern.startswith("*."):
        return host.endswith(pattern[1:]) and len(host) > len(pattern) - 1
    return pattern == host


def match_path(tmpl, segs):
    params = {}
    for i, (kind, name) in enumerate(tmpl):
        if kind == 2:
            if i >= len(segs):
                return None
            params[name] = "/".join(segs[i:])
            return params
        if i >= len(segs):
            return None
        if kind == 0 and segs[i] != name:
            return None
        if kind == 1:
            params[name] = segs[i]
    return params if len(segs) == len(tmpl) else None


def find(tables, method, url, any_host_tables=()):
    """Best route for (method, url): (table, route, params, query) or None."""
    u = urlsplit(url)
    host = u.hostname or ""
    path = u.path or "/"
    # As the Rust normaliser reads it: runs of "/" are one, each segment percent-decoded.
    segs = [unquote(s) for s in path.split("/") if s]
    query = {k: v[0] for k, v in parse_qs(u.query, keep_blank_values=True).items()}
    best = []
    for table in tables:
        hosts = table.get("hosts") or []
        if hosts and not any(host_matches(h, host) for h in hosts):
            continue
        if not hosts and table not in any_host_tables:
            continue
        for route in table["routes"]:
            if route.get("host") and route["host"] != host:
                continue
            ms = method_set(route["method"])
            # HEAD is answered by a GET route, as the Rust matcher answers it.
            if "*" not in ms and method not in ms and not (method == "HEAD" and "GET" in ms):
                continue
            cond = route.get("query") or {}
            if any(k not in query or (v != "*" and query[k] != v) for k, v in cond.items()):
                continue
            params = match_path(parse_path(full_path(table, route)), segs)
            if params is None:
                continue
            best.append((specificity(segs, route, table), table, route, params))
    if not best:
        return None
    best.sort(key=lambda x: x[0], reverse=True)
    if len(best) > 1 and best[0][0] == best[1][0]:
        raise ValueError("tie at lookup: %s vs %s" % (best[0][2], best[1][2]))
    _, table, route, params = best[0]
    return table, route, params, query, host


CLOSING_RE = re.compile(r"(?i)(?a:\b)(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)(?a:\b)[ \t]*:?[ \t]*(?:https?://[^/\s]+/)?"
                        r"([A-Za-z0-9][A-Za-z0-9-]*)/([A-Za-z0-9._-]+?)(?:#|/(?:issues|pull)/)[0-9]+")
PERMALINK_RE = re.compile(r"(?i)slack\.com\\?/archives\\?/([CGD][A-Z0-9]{2,})\\?/p[0-9]")
GITLAB_KEYWORD_RE = re.compile(r"(?i)(?a:\b)(?:clos(?:e[sd]?|ing)|fix(?:e[sd]|ing)?|resolv(?:e[sd]?|ing)|implement(?:s|ed|ing)?)(?a:\b)[ \t]*:?[ \t]*")
GITLAB_PATH = r"(?:[A-Za-z0-9_.][A-Za-z0-9_.-]*/)*[A-Za-z0-9_.][A-Za-z0-9_.-]*"
GITLAB_ITEM_RE = re.compile(r"(?:(?i:issues?)[ \t]+)?")  # before a link or a reference
GITLAB_REF_RE = re.compile(r"/?(%s)?#[0-9]+" % GITLAB_PATH)
GITLAB_ISSUE_URL_RE = re.compile(r"https?://[^/\s]+/(%s)/(?:-/)?(?i:issues(?:/incident)?|work_items)/[0-9]+"
                                 % GITLAB_PATH)
GITLAB_LINK_RE = re.compile(r"(?i)https?://")
GITLAB_EXTERNAL_RE = re.compile(r"[A-Z][A-Z0-9_]+-[0-9]+")
GITLAB_APART_RE = re.compile(r"(?i:[ \t]*,?[ \t]+and[ \t]+|[ \t]*,?[ \t]*)")
URL_RE = re.compile(r"(?i)https?:")  # each starts a URL, read up to the first blank
FIELD_RE = re.compile(r"\{([a-zA-Z0-9_.,*=\-\[\]]+)((?:\|[a-z_]+)*)\}")


def url_host(url):
    """The host a URL reaches (`|host`): after the scheme's `//`, after the authority's last
    `@`, before its port; lower case, no trailing dot. What is no URL stays as written."""
    scheme, sep, rest = url.partition("//")
    if not sep or not (scheme == "" or re.fullmatch(r"[A-Za-z][A-Za-z0-9+.\-]*:", scheme)):
        return url
    if "\\" in re.split(r"[/?#]", rest, maxsplit=1)[0]:
        return url + "\\"  # two parsers read two hosts: judged as written, then a `\`
    authority = re.split(r"[/?#\\]", rest, maxsplit=1)[0]
    hostport = authority.rpartition("@")[2]
    if hostport.startswith("["):
        if "]" not in hostport:
            return url
        host = hostport[: hostport.index("]") + 1]
    else:
        host = hostport.split(":")[0]
    host = host[:-1] if host.endswith(".") else host
    return host.lower() if host else url


def gitlab_closed_projects(text):
    """`|gitlab_closes`: the projects GitLab's default closing pattern names (every keyword
    form, lists apart by commas, blanks or `and`, `PATH#N`, issue URLs); `#N` is the
    project's own and names nothing."""
    found = []
    for k in GITLAB_KEYWORD_RE.finditer(text):
        at = k.end()
        while True:
            item = GITLAB_ITEM_RE.match(text, at).end()
            if GITLAB_LINK_RE.match(text, item):
                # Any link is one item of the list (GitLab's HTTP_LINK_PATTERN: up to 300
                # bytes to a blank or `>`, not ending in `?!.,:`), an issue's or not.
                link = re.split(r"[\s>]", text[item:], maxsplit=1)[0][:300].rstrip("?!.,:")
                m = GITLAB_ISSUE_URL_RE.match(link)
                if m and m.group(1) not in found:
                    found.append(m.group(1))
                at = item + len(link)
            else:
                m = GITLAB_REF_RE.match(text, item)
                if not m:
                    # An external tracker's key is an item, with nothing needed after it.
                    j = GITLAB_EXTERNAL_RE.match(text, at)
                    if not j:
                        break
                    at = j.end()
                    at = GITLAB_APART_RE.match(text, at).end()
                    continue
                path = m.group(1)
                if path and path not in found:
                    found.append(path)
                at = m.end()
            at = GITLAB_APART_RE.match(text, at).end()
    return found


def config_project(text):
    """`|config_project`: the project of a GitLab `ci_config_path` `FILE@PROJECT[:REF]`."""
    if "@" not in text:
        return []
    project = text.split("@", 1)[1].split(":")[0].strip().strip("/").strip()
    return [project] if project else []


def url_hosts(text):
    """`|url_hosts`: the host of every http(s) URL in a text."""
    found = []
    for m in URL_RE.finditer(text):
        url = re.match(r"\S*", text[m.start():]).group(0)
        hosts = [url_host(url)]
        if "//" in url:  # a `\` ends the authority for WHATWG, not for RFC 3986: both
            authority = re.split(r"[/?#]", url.split("//", 1)[1], maxsplit=1)[0]
            if "\\" in authority:
                hosts = [url_host("//" + authority.split("\\")[0]),
                         url_host("//" + authority.rpartition("@")[2])]
        for h in hosts:
            if h not in found:
                found.append(h)
    return found


def unconfined_annotations(text):
    """The confinement a pod's annotations object (JSON text) lifts: `apparmor=Unconfined`,
    `seccomp=Unconfined` (the Rust `unconfined_annotations`)."""
    try:
        annotations = json.loads(text)
    except ValueError:
        return []
    if not isinstance(annotations, dict):
        return []
    found = []
    for key, value in annotations.items():
        lifted = isinstance(value, str) and value.strip().lower() == "unconfined"
        if key.startswith("container.apparmor.security.beta.kubernetes.io/"):
            kind = "apparmor=Unconfined"
        elif key == "seccomp.security.alpha.kubernetes.io/pod" or \
                key.startswith("container.seccomp.security.alpha.kubernetes.io/"):
            kind = "seccomp=Unconfined"
        else:
            continue
        if lifted and kind not in found:
            found.append(kind)
    return found


SELINUX_TYPES = {"container_t", "container_init_t", "container_kvm_t", "container_engine_t"}

REFERENCE_FILTERS = {
    "|closes": lambda t: ["%s/%s" % (m.group(1), m.group(2)) for m in CLOSING_RE.finditer(t)],
    "|permalinks": lambda t: [m.group(1).upper() for m in PERMALINK_RE.finditer(t)],
    "|gitlab_closes": gitlab_closed_projects,
    "|config_project": config_project,
    "|url_hosts": url_hosts,
    "|unconfined_annotations": unconfined_annotations,
}

EACH = "\0each\0"


def id_text(v):
    """A JSON scalar as the text of the id it names: an integral float (`4242.0`, `4.242e3`)
    is the integer a server that coerces it reads, as the Rust matcher spells it."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float) and v.is_integer() and abs(v) < 9e15:
        return str(int(v))
    return str(v)


ISSUE_KEY_RE = re.compile(r"[A-Za-z][A-Za-z0-9_]*-[0-9]+\Z")


BASELINE_CAPABILITIES = {"AUDIT_WRITE", "CHOWN", "DAC_OVERRIDE", "FOWNER", "FSETID", "KILL",
                         "MKNOD", "NET_BIND_SERVICE", "SETFCAP", "SETGID", "SETPCAP", "SETUID",
                         "SYS_CHROOT"}


def extra_capability(value):
    """A capability beyond Pod Security's baseline set, in any case, with or without `CAP_`
    (the Rust `Filter::ExtraCapability`)."""
    name = value.strip()
    if name[:4].lower() == "cap_":
        name = name[4:]
    return name.upper() not in BASELINE_CAPABILITIES


def keeps(filters, value):
    """Whether the filters that keep only some values (`true`, `issue_key`,
    `extra_capability`, `unconfined`) keep `value` (the Rust `Filter::keeps`)."""
    if "true" in filters and value != "true":
        return False
    if "issue_key" in filters and not ISSUE_KEY_RE.match(value):
        return False
    if "extra_capability" in filters and not extra_capability(value):
        return False
    if "unconfined" in filters and value.strip().lower() not in ("unconfined", "unmasked"):
        return False
    if "extra_selinux_type" in filters and value.strip() in SELINUX_TYPES:
        return False
    return True


def render(template, params, query, host, body, variables=None):
    """Fill a resource template; None when a needed field is missing. A `|each` placeholder
    stands for every value given (each source that gives one, split at commas, or the items
    of a JSON array, given as text or as the body's own array): the result
    is then a list of resources, in order, without repeats."""
    missing = []
    each = []

    def one(m):
        names, filters = m.group(1).split(","), m.group(2).split("|")[1:]
        filt = "|" + filters[0] if filters else None
        host = "host" in filters  # `|each|host`: each value's host
        if filt in REFERENCE_FILTERS:  # references a text holds
            for name in names:
                val = lookup(name)
                if isinstance(val, (list, dict)):
                    val = json.dumps(val)
                text = str(val) if val is not None else ""
                for r in REFERENCE_FILTERS[filt](text):
                    if r not in each:
                        each.append(r)
            if not each:
                missing.append(names[0])
            return EACH
        if filt == "|each":
            for name in names:
                val = walk(name) if "[" in name or "**" in name else lookup(name)
                if isinstance(val, list):
                    items = val  # a JSON body's own array
                elif val is not None:
                    text = str(val).strip()
                    items = json.loads(text) if text.startswith("[") else text.split(",")
                if val is not None:
                    found = [id_text(v).strip() for v in items if id_text(v).strip()]
                    found = [v for v in found if keeps(filters, v)]
                    each.extend(url_host(v) if host else v for v in found)
            if not each:
                missing.append(names[0])
            return EACH
        for name in names:
            val = lookup(name)
            if val is not None:
                break
        if val is None:
            missing.append(names[0])
            return ""
        val = id_text(val)
        if host:
            val = url_host(val)
        if filt == "|strip_git" and val.endswith(".git"):
            val = val[:-4]
        if filt == "|proxy_name":  # Kubernetes' SplitSchemeNamePort
            parts = val.split(":")
            if len(parts) in (1, 2):
                val = parts[0]
            elif len(parts) == 3 and parts[0] in ("", "http", "https"):
                val = parts[1]
        return val

    def walk(name):
        # `a[].b`: `b` of each item of the list `a` (or of `a` itself when it is one value);
        # leaves that are not text or numbers name nothing.
        vals = [body]
        for key in name.split(".")[1:]:
            if key == "**":  # any depth: the value itself, then every value inside it, in order
                def deep(v):
                    yield v
                    for c in (v.values() if isinstance(v, dict) else v if isinstance(v, list) else []):
                        yield from deep(c)
                vals = [d for v in vals for d in deep(v)]
                continue
            # `a[]`: each item; `a[f=v]`: each item that is an object whose `f` is the text `v`
            many = key.endswith("]") and "[" in key
            only = None
            if many:
                key, inside = key[:-1].split("[", 1)
                only = inside.split("=", 1) if inside else None
            nxt = []
            for v in vals:
                v = v.get(key) if isinstance(v, dict) else None
                if v is None:
                    continue
                items = v if many and isinstance(v, list) else [v]
                if only and only[1] == "":  # `a[f=]`: objects without `f` (absent or null)
                    items = [i for i in items if isinstance(i, dict) and i.get(only[0]) is None]
                elif only:
                    items = [i for i in items if isinstance(i, dict) and i.get(only[0]) == only[1]]
                nxt.extend(items)
            vals = nxt
        leaves = []
        for v in vals:
            if isinstance(v, list):
                leaves.extend(v)
            elif isinstance(v, (str, int, float)):  # a bool too, read as `true`/`false`
                leaves.append(v)
        return leaves or None

    def lookup(name):
        if name == "host":
            val = host
        elif name.startswith("query."):
            val = query.get(name[6:])
        elif name.startswith("body.") or name.startswith("var."):
            val = body if name.startswith("body.") else (variables or {})
            for part in name.split(".")[1:]:
                val = val.get(part) if isinstance(val, dict) else None
        else:
            val = params.get(name)
        return val

    out = FIELD_RE.sub(one, template)
    if missing:
        return None
    if EACH in out:
        seen = []
        for v in each:
            r = out.replace(EACH, v)
            if r not in seen:
                seen.append(r)
        return seen
    return out


def spell(table, resource):
    """The one spelling of a rendered resource: kinds in the table's names.fold_case fold to
    lower case (ids, named by names.ids or all-digit names.numeric_ids, stay as they are);
    a names.marked kind's name (no id, no other sigil) is spelled after its mark, lower case."""
    if resource is None or ":" not in resource:
        return resource
    names = table.get("names") or {}
    kind, name = resource.split(":", 1)
    if kind in (names.get("ids") or {}):
        return resource
    if name.isdigit() and kind in (names.get("numeric_ids") or []):
        return resource
    mark = (names.get("marked") or {}).get(kind)
    if mark:
        trimmed = name.strip(" \t\r\n")
        bare = trimmed.lstrip(mark)
        is_id = (bare == trimmed and any(c.isdigit() for c in bare)
                 and all(c.isdigit() or "A" <= c <= "Z" for c in bare))
        sigil = bare[:1] != "" and not bare[:1].isalnum() and bare[:1].isascii() and bare[:1] not in "_-."
        if is_id or sigil or bare == "":
            return resource
        return "%s:%s%s" % (kind, mark, bare.lower())
    if kind in (names.get("fold_case") or []):
        return resource.lower()
    return resource


def parse_body(body, content_type):
    """A body as the Rust matcher reads it: JSON, or a form; a form-labelled body that
    opens with a bracket and parses as JSON is JSON (GitHub reads it so)."""
    if body is None:
        return {}
    if content_type and "form" in content_type:
        if body.lstrip()[:1] in ("{", "["):
            try:
                return json.loads(body)
            except ValueError:
                pass
        return {k: v[0] for k, v in parse_qs(body).items()}
    media = (content_type or "").split(";")[0].strip().lower()
    if media == "application/json-patch+json":
        return json_patch_object(json.loads(body))
    if content_type and "json" not in content_type and media != "application/apply-patch+yaml":
        return {}
    return json.loads(body)


def json_patch_object(ops):
    """A JSON Patch read as the object its `add` and `replace` operations write (the Rust
    `fields::json_patch_object`): digits or `-` are a list's item, `~1` is `/`, `~0` is
    `~`; `remove` and `test` write nothing; `move`, `copy` and anything else raise
    ValueError (refused)."""
    if not isinstance(ops, list):
        raise ValueError("not a JSON Patch")
    doc = None

    def index(seg):  # Go's strconv.Atoi: a sign, then digits; `-` is the end
        if seg == "-":
            return "end"
        digits = seg[1:] if seg[:1] in "+-" and seg else seg
        if digits and digits.isascii() and digits.isdigit():
            return int(seg)
        return None

    def put(node, path, value):
        if not path:
            return value
        first, rest = path[0], path[1:]
        at = index(first)
        if node is None:
            node = [] if at is not None else {}
        if isinstance(node, list) and at is None:
            # A name where the patch wrote a number: read as an object, what was written
            # under the numbers kept under them.
            node = {str(i): v for i, v in enumerate(node)}
        if isinstance(node, list):
            # Every write through a list goes into an item of its own (an index counts the
            # object's items, which the request does not show).
            node.append(put(None, rest, value))
        elif isinstance(node, dict):
            node[first] = put(node.get(first), rest, value)
        else:
            return put(None, path, value)
        return node

    for op in ops:
        kind, path = (op.get("op"), op.get("path")) if isinstance(op, dict) else (None, None)
        if not isinstance(kind, str) or not isinstance(path, str):
            raise ValueError("not a JSON Patch operation")
        if kind in ("remove", "test"):
            continue
        if kind not in ("add", "replace") or "value" not in op:
            raise ValueError("a JSON Patch operation that cannot be read")
        if path == "":
            segments = []
        elif path.startswith("/"):
            segments = [s.replace("~1", "/").replace("~0", "~") for s in path[1:].split("/")]
        else:
            raise ValueError("a JSON Patch path must start with /")
        doc = put(doc, segments, op["value"])
    return doc


def included_projects(text):
    """The projects a GitLab CI configuration includes files of (a route's `includes`):
    every `include` at any depth, its `project:` and a component's project
    (HOST/PROJECT/NAME@VERSION), in order, each once. Remote files, projects named
    through a variable and text that is no YAML raise ValueError (refused)."""
    import yaml
    out = []

    def name(k):  # GitLab reads `:include` and `:"include"` as `include`
        if not isinstance(k, str):
            return None
        if "$[[" in k:
            raise ValueError("interpolated")
        k = k[1:] if k.startswith(":") else k
        for q in "\"'":
            if len(k) > 1 and k[0] == q and k[-1] == q:
                k = k[1:-1]
        return k

    def values(m, key):
        return [v for k, v in m.items() if name(k) == key]

    def push(p):
        p = p.strip()
        p = (p[1:] if p.startswith(":") else p).strip("/")
        if "$" in p or not p or "" in p.split("/"):
            raise ValueError("project")
        if p not in out:
            out.append(p)

    def include(v):
        if isinstance(v, str):
            if "$[[" in v or v.strip().lower().startswith(("http://", "https://")):
                raise ValueError("remote or interpolated")
        elif isinstance(v, list):
            for i in v:
                include(i)
        elif isinstance(v, dict):
            if values(v, "remote"):
                raise ValueError("remote")
            for p in values(v, "project"):
                push(p)
            for c in values(v, "component"):
                parts = c.split("@")[0].split("/")
                if len(parts) < 3:
                    raise ValueError("component")
                push("/".join(parts[1:-1]))
        elif v is not None:
            raise ValueError("include")

    def every(v):
        if isinstance(v, dict):
            for k, x in v.items():
                if name(k) == "include":
                    include(x)
                every(x)
        elif isinstance(v, list):
            for x in v:
                every(x)

    for doc in yaml.safe_load_all(text):
        every(doc)
    return out
