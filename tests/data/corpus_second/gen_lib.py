"""Shared helpers for the corpus2 generator: alphabets, encoders, carrier renderers.

Everything here is Python 3 stdlib only and deterministic given the rng passed in.
No value produced here is a real credential: all secrets are random characters drawn
from a seeded generator in the provider's documented shape.
"""
import base64
import html
import json
import urllib.parse

LOWER = "abcdefghijklmnopqrstuvwxyz"
UPPER = LOWER.upper()
DIGITS = "0123456789"
ALNUM = LOWER + UPPER + DIGITS
LALNUM = LOWER + DIGITS
UALNUM = UPPER + DIGITS
HEX = "0123456789abcdef"
UHEX = HEX.upper()
B64URL = ALNUM + "_-"
B64 = ALNUM + "+/"
CROCK = "0123456789abcdefghjkmnpqrstvwxyz"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def uuid4(rng, upper=False):
    h = rs(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    u = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return u.upper() if upper else u


# --------------------------------------------------------------------------
# encoders (char-wise, so enc(a+b) == enc(a)+enc(b)) and their decoders
# --------------------------------------------------------------------------
def _json(s):
    return json.dumps(s)[1:-1]


def _json2(s):
    return _json(_json(s))


def _pct(s):
    return urllib.parse.quote(s, safe="")


def _form(s):
    return urllib.parse.quote_plus(s, safe="")


def _xml(s):
    return html.escape(s, quote=True)


def _sql(s):
    return s.replace("'", "''")


def _raw(s):
    return s


ENC = {"raw": _raw, "json": _json, "json2": _json2, "pct": _pct, "form": _form,
       "xml": _xml, "sql": _sql}

DEC = {
    "raw": lambda s: s,
    "json": lambda s: json.loads('"' + s + '"'),
    "json2": lambda s: json.loads('"' + json.loads('"' + s + '"') + '"'),
    "pct": urllib.parse.unquote,
    "form": urllib.parse.unquote_plus,
    "xml": html.unescape,
    "sql": lambda s: s.replace("''", "'"),
}


def b64(s):
    return base64.b64encode(s.encode()).decode()


def b64_cover(raw_prefix_len, secret_len, total_len):
    """Char span of a standard base64 encoding that covers raw bytes
    [raw_prefix_len, raw_prefix_len+secret_len)."""
    a = (raw_prefix_len // 3) * 4
    end_byte = raw_prefix_len + secret_len
    b = -(-end_byte // 3) * 4
    enc_total = -(-total_len // 3) * 4
    return a, min(b, enc_total)


# --------------------------------------------------------------------------
# filler vocabulary
# --------------------------------------------------------------------------
APPS = ["billing-api", "orders-service", "notify-worker", "ledger", "catalog-sync",
        "support-bot", "search-indexer", "media-pipeline", "checkout", "reporting"]
REGIONS = ["us-east-1", "eu-west-1", "ap-southeast-2", "us-west-2", "eu-central-1"]
USERS = ["maria.lopez", "dev-ops", "j.okafor", "priya", "tomasz.k", "ci-bot", "hannah"]
DOMAINS = ["acme-corp.io", "northwind.dev", "globex.net", "initech.co", "umbrella-labs.com"]


def app(rng):
    return rng.choice(APPS)


def quote_sh(v):
    return "'" + v + "'"


SAFE_BARE = set(ALNUM + "_-./+=:@")


def dotenv_val(v):
    if all(c in SAFE_BARE for c in v):
        return v, "", ""
    return v, "'", "'"


# --------------------------------------------------------------------------
# key/value carriers.  render(ctx, value, rng) -> (prefix, suffix, enc, ext)
# The document is prefix + ENC[enc](value) + suffix.
# ctx keys: env, key, ckey, section, svc, host, path, header (name, scheme),
#           qparam, fparam
# --------------------------------------------------------------------------
def r_json_body(c, v, rng):
    a = app(rng)
    p = ('{\n  "integration": "%s",\n  "enabled": true,\n  "owner": "%s",\n'
         '  "settings": {\n    "base_url": "https://%s",\n    "timeout_ms": %d,\n'
         '    "retries": %d,\n    "%s": "' % (c["section"], rng.choice(USERS), c["host"],
                                             rng.choice([2000, 5000, 15000]), rng.randint(1, 5), c["key"]))
    s = ('",\n    "region": "%s"\n  },\n  "labels": {"team": "platform", "service": "%s"},\n'
         '  "notify_on_failure": ["#alerts-%s"]\n}\n' % (rng.choice(REGIONS), a, a))
    return p, s, "json", "json"


def r_json_in_json(c, v, rng):
    a = app(rng)
    inner_p = '{"%s":"' % c["env"]
    inner_s = '","LOG_LEVEL":"info","SERVICE_NAME":"%s","REGION":"%s"}' % (a, rng.choice(REGIONS))
    p = ('{\n    "ARN": "arn:aws:secretsmanager:%s:%d:secret:prod/%s-AbCdEf",\n'
         '    "Name": "prod/%s",\n    "VersionStages": [\n        "AWSCURRENT"\n    ],\n'
         '    "SecretString": "' % (rng.choice(REGIONS), rng.randint(100000000000, 999999999999), a, a))
    p += _json(inner_p)
    s = _json(inner_s) + '",\n    "CreatedDate": "2024-0%d-1%dT09:4%d:12.118000+00:00"\n}\n' % (
        rng.randint(1, 9), rng.randint(0, 9), rng.randint(0, 9))
    return p, s, "json2", "json"


def r_dotenv(c, v, rng):
    a = app(rng)
    _, q1, q2 = dotenv_val(v)
    p = ("# %s local environment -- do not commit real values\nNODE_ENV=production\n"
         "PORT=%d\nLOG_LEVEL=info\nAPP_NAME=%s\nPUBLIC_BASE_URL=https://%s.%s\n"
         "REDIS_URL=redis://localhost:6379/0\nFEATURE_NEW_CHECKOUT=true\n\n# %s\n%s=%s"
         % (a, rng.choice([3000, 8080, 5000, 4000]), a, a.split("-")[0], rng.choice(DOMAINS),
            c["svc"], c["env"], q1))
    s = "%s\nSENTRY_ENVIRONMENT=production\nMAX_UPLOAD_MB=25\n" % q2
    return p, s, "raw", "env"


def r_yaml(c, v, rng):
    a = app(rng)
    p = ("# config/%s.yaml\nservice:\n  name: %s\n  port: %d\n  log_level: info\n\n"
         "database:\n  host: db.internal\n  pool_size: 10\n\n%s:\n  endpoint: https://%s\n"
         "  timeout: 30s\n  %s: \"" % (a, a, rng.choice([8080, 9000]), c["section"], c["host"], c["key"]))
    s = "\"\n  retry:\n    max_attempts: 3\n    backoff: exponential\n\nmetrics:\n  enabled: true\n  path: /metrics\n"
    return p, s, "json", "yaml"


def r_k8s_secret(c, v, rng):
    a = app(rng)
    p = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-credentials\n  namespace: %s\n"
         "  labels:\n    app.kubernetes.io/name: %s\n    app.kubernetes.io/managed-by: kustomize\n"
         "type: Opaque\ndata:\n  LOG_LEVEL: %s\n  %s: " % (a, rng.choice(["prod", "staging", "payments"]), a,
                                                      b64("info"), c["env"]))
    s = "\n  REGION: %s\n" % b64(rng.choice(REGIONS))
    return p, s, "b64", "yaml"


def r_compose(c, v, rng):
    a = app(rng)
    p = ("services:\n  %s:\n    image: ghcr.io/%s/%s:1.%d.%d\n    restart: unless-stopped\n"
         "    ports:\n      - \"8080:8080\"\n    depends_on:\n      - redis\n    environment:\n"
         "      - NODE_ENV=production\n      - REDIS_URL=redis://redis:6379\n      - %s="
         % (a, rng.choice(DOMAINS).split(".")[0], a, rng.randint(0, 9), rng.randint(0, 30), c["env"]))
    s = ("\n      - LOG_FORMAT=json\n  redis:\n    image: redis:7-alpine\n    volumes:\n"
         "      - redis-data:/data\nvolumes:\n  redis-data: {}\n")
    return p, s, "raw", "yml"


def r_shell_export(c, v, rng):
    a = app(rng)
    p = ("#!/usr/bin/env bash\n# bootstrap env for %s; source this before running the smoke tests\n"
         "set -euo pipefail\n\nexport APP_ENV=staging\nexport AWS_REGION=%s\n"
         "export PATH=\"$HOME/.local/bin:$PATH\"\nexport %s='" % (a, rng.choice(REGIONS), c["env"]))
    s = ("'\n\necho \"env ready for ${APP_ENV}\"\npython -m pytest tests/smoke -q --maxfail=1\n")
    return p, s, "raw", "sh"


def r_http_header(c, v, rng):
    hn, scheme = c["header"]
    p = ("%s %s HTTP/1.1\r\nHost: %s\r\nUser-Agent: %s/2.%d.1 (+https://%s)\r\n"
         "Accept: application/json\r\nAccept-Encoding: gzip, deflate\r\nConnection: keep-alive\r\n"
         "%s: %s" % (c.get("method", "GET"), c["path"], c["host"], app(rng), rng.randint(0, 9),
                      rng.choice(DOMAINS), hn, scheme))
    s = "\r\nContent-Length: 0\r\n\r\n"
    return p, s, "raw", "http"


def r_query_string(c, v, rng):
    a = app(rng)
    p = ("# nginx access log excerpt (%s)\n10.0.%d.%d - - [12/Mar/2024:10:1%d:0%d +0000] \"GET /healthz HTTP/1.1\" 200 2 \"-\" \"kube-probe/1.28\"\n"
         "10.0.%d.%d - - [12/Mar/2024:10:1%d:1%d +0000] \"GET https://%s%s?format=json&page=2&%s="
         % (a, rng.randint(0, 9), rng.randint(2, 250), rng.randint(0, 9), rng.randint(0, 9),
            rng.randint(0, 9), rng.randint(2, 250), rng.randint(0, 9), rng.randint(0, 9),
            c["host"], c["path"], c["qparam"]))
    s = ("&limit=50 HTTP/1.1\" 200 5121 \"-\" \"python-requests/2.31.0\"\n"
         "10.0.%d.%d - - [12/Mar/2024:10:1%d:2%d +0000] \"GET /metrics HTTP/1.1\" 200 8812 \"-\" \"Prometheus/2.48.0\"\n"
         % (rng.randint(0, 9), rng.randint(2, 250), rng.randint(0, 9), rng.randint(0, 9)))
    return p, s, "pct", "log"


def r_form_body(c, v, rng):
    p = ("POST %s HTTP/1.1\r\nHost: %s\r\nContent-Type: application/x-www-form-urlencoded\r\n"
         "Accept: application/json\r\nUser-Agent: %s/1.0\r\n\r\n"
         "grant_type=client_credentials&scope=read+write&audience=https%%3A%%2F%%2F%s%%2F&%s="
         % (c.get("fpath", c["path"]), c["host"], app(rng), c["host"], c["fparam"]))
    s = "&note=rotated+by+%s" % rng.choice(USERS).replace(".", "+")
    return p, s, "form", "http"


def r_python_src(c, v, rng):
    p = ('"""Client wrapper for %s used by the nightly jobs."""\nimport logging\nimport os\n\n'
         'import requests\n\nlog = logging.getLogger(__name__)\n\nBASE_URL = "https://%s"\n'
         'TIMEOUT = %d\n%s = "' % (c["svc"], c["host"], rng.choice([10, 30, 60]), c["env"]))
    s = ('"  # TODO: move to vault\n\n\ndef get_session() -> requests.Session:\n'
         '    s = requests.Session()\n    s.headers["User-Agent"] = "nightly-jobs/1.4"\n'
         '    return s\n\n\ndef fetch(path: str) -> dict:\n    r = get_session().get(BASE_URL + path, timeout=TIMEOUT)\n'
         '    r.raise_for_status()\n    return r.json()\n')
    return p, s, "json", "py"


def r_js_src(c, v, rng):
    p = ("// src/lib/%s.js\nimport axios from 'axios';\n\nconst DEFAULT_TIMEOUT = %d;\n\n"
         "export const %sConfig = {\n  baseURL: 'https://%s',\n  timeout: DEFAULT_TIMEOUT,\n"
         "  %s: '" % (c["section"], rng.choice([5000, 10000]), c["section"].replace("-", ""), c["host"], c["ckey"]))
    s = ("',\n  retries: 2,\n};\n\nexport function createClient() {\n  return axios.create({\n"
         "    baseURL: %sConfig.baseURL,\n    timeout: %sConfig.timeout,\n  });\n}\n"
         % (c["section"].replace("-", ""), c["section"].replace("-", "")))
    return p, s, "json", "js"


def r_go_src(c, v, rng):
    p = ("package config\n\nimport (\n\t\"os\"\n\t\"time\"\n)\n\n// Defaults used when the env is empty.\n"
         "const (\n\tdefaultTimeout = %d * time.Second\n\tdefaultBaseURL = \"https://%s\"\n"
         "\tdefault%s = \"" % (rng.choice([10, 30]), c["host"], c["goname"]))
    s = ("\"\n)\n\nfunc Get(name, fallback string) string {\n\tif v := os.Getenv(name); v != \"\" {\n"
         "\t\treturn v\n\t}\n\treturn fallback\n}\n")
    return p, s, "json", "go"


def r_toml(c, v, rng):
    a = app(rng)
    p = ("# %s.toml\n[server]\nhost = \"0.0.0.0\"\nport = %d\nworkers = %d\n\n[logging]\nlevel = \"info\"\n"
         "format = \"json\"\n\n[%s]\nendpoint = \"https://%s\"\n%s = \""
         % (a, rng.choice([8000, 8443]), rng.randint(2, 8), c["section"], c["host"], c["key"]))
    s = "\"\ntimeout_seconds = 20\n\n[cache]\nttl = \"5m\"\n"
    return p, s, "json", "toml"


def r_hcl(c, v, rng):
    a = app(rng)
    p = ("terraform {\n  required_version = \">= 1.5\"\n}\n\nprovider \"aws\" {\n  region = \"%s\"\n}\n\n"
         "resource \"aws_ssm_parameter\" \"%s\" {\n  name        = \"/%s/prod/%s\"\n"
         "  description = \"%s credential for %s\"\n  type        = \"SecureString\"\n  value       = \""
         % (rng.choice(REGIONS), c["env"].lower(), a, c["env"].lower(), c["svc"], a))
    s = "\"\n\n  tags = {\n    Owner   = \"platform\"\n    Service = \"%s\"\n  }\n}\n" % a
    return p, s, "json", "tf"


def r_properties(c, v, rng):
    a = app(rng)
    p = ("# application-prod.properties\nspring.application.name=%s\nserver.port=%d\n"
         "spring.jpa.open-in-view=false\nmanagement.endpoints.web.exposure.include=health,info\n"
         "%s.base-url=https://%s\n%s.%s=" % (a, rng.choice([8080, 8081]), c["section"], c["host"],
                                            c["section"], c["key"].replace("_", "-")))
    s = "\n%s.timeout=15s\nlogging.level.root=INFO\n" % c["section"]
    return p, s, "raw", "properties"


def r_xml_attr(c, v, rng):
    p = ("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<configuration>\n  <appSettings>\n"
         "    <add key=\"Environment\" value=\"Production\" />\n"
         "    <add key=\"%s:BaseUrl\" value=\"https://%s\" />\n    <add key=\"%s:%s\" value=\""
         % (c["svc"].replace(" ", ""), c["host"], c["svc"].replace(" ", ""), c["ckey"][0].upper() + c["ckey"][1:]))
    s = ("\" />\n    <add key=\"RequestTimeoutSeconds\" value=\"30\" />\n  </appSettings>\n"
         "  <system.web>\n    <compilation debug=\"false\" targetFramework=\"4.8\" />\n  </system.web>\n</configuration>\n")
    return p, s, "xml", "config"


def r_xml_elem(c, v, rng):
    p = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<settings>\n  <profile id=\"prod\">\n"
         "    <region>%s</region>\n    <%s>\n      <endpoint>https://%s</endpoint>\n      <%s>"
         % (rng.choice(REGIONS), c["section"], c["host"], c["ckey"]))
    s = ("</%s>\n      <timeout>30</timeout>\n    </%s>\n  </profile>\n</settings>\n" % (c["ckey"], c["section"]))
    return p, s, "xml", "xml"


def r_csv(c, v, rng):
    rows = ["environment,service,provider,credential_name,credential_value,rotated_at,owner"]
    rows.append("staging,%s,internal,feature_flag,enabled,2024-01-0%d,%s" % (app(rng), rng.randint(1, 9), rng.choice(USERS)))
    p = "\n".join(rows) + "\nproduction,%s,%s,%s," % (app(rng), c["section"], c["env"])
    s = ",2024-02-1%d,%s\nproduction,%s,internal,log_level,info,2023-11-30,%s\n" % (
        rng.randint(0, 9), rng.choice(USERS), app(rng), rng.choice(USERS))
    return p, s, "raw", "csv"


def r_sql_insert(c, v, rng):
    p = ("-- seed data for the integrations table (staging)\nBEGIN;\n"
         "INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (%d, 'acme', 'internal', 'audit-log', now());\n"
         "INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)\n"
         "VALUES (%d, '%s', '%s', '" % (rng.randint(10, 99), rng.randint(100, 999), c["section"], c["env"].lower()))
    s = "', '%s');\nCOMMIT;\n" % rng.choice(USERS)
    return p, s, "sql", "sql"


def r_log_line(c, v, rng):
    a = app(rng)
    p = ("2024-03-12T10:14:02.118Z INFO  [%s] starting worker pool size=8\n"
         "2024-03-12T10:14:02.240Z INFO  [%s] loaded config from /etc/%s/config.yaml\n"
         "2024-03-12T10:14:02.241Z DEBUG [%s] effective settings: region=%s endpoint=https://%s %s="
         % (a, a, a, a, rng.choice(REGIONS), c["host"], c["env"]))
    s = (" retries=3\n2024-03-12T10:14:02.502Z INFO  [%s] connected to upstream in 211ms\n"
         "2024-03-12T10:14:03.007Z WARN  [%s] slow response from /v1/status (1.8s)\n" % (a, a))
    return p, s, "raw", "log"


def r_markdown(c, v, rng):
    a = app(rng)
    p = ("# %s runbook\n\n## Local setup\n\n1. Clone the repo and run `make bootstrap`.\n"
         "2. Copy `.env.example` to `.env`.\n3. Ask #platform for access to the staging dashboard.\n\n"
         "## Credentials (staging)\n\nUntil the vault migration lands, use this one:\n\n"
         "| name | value |\n|------|-------|\n| `%s` | `" % (a, c["env"]))
    s = ("` |\n\nRotate it after the demo. Production values live in the secrets manager.\n\n"
         "## Troubleshooting\n\n- `429` from upstream means we hit the rate limit; back off.\n")
    return p, s, "raw", "md"


def r_commit_msg(c, v, rng):
    a = app(rng)
    p = ("Wire up %s client for %s\n\nAdds the %s integration behind the FEATURE_%s flag and\n"
         "a small retry wrapper. Tested against staging.\n\ndiff --git a/deploy/staging.env b/deploy/staging.env\n"
         "--- a/deploy/staging.env\n+++ b/deploy/staging.env\n@@ -4,3 +4,4 @@ LOG_LEVEL=info\n APP_NAME=%s\n"
         " REGION=%s\n+%s=" % (c["svc"], a, c["svc"], c["section"].upper().replace("-", "_"), a,
                              rng.choice(REGIONS), c["env"]))
    s = "\n\nSigned-off-by: %s <%s@%s>\n" % (rng.choice(USERS), rng.choice(USERS), rng.choice(DOMAINS))
    return p, s, "raw", "txt"


def r_gha_workflow(c, v, rng):
    p = ("name: integration-tests\n\non:\n  push:\n    branches: [main]\n  pull_request:\n\n"
         "jobs:\n  test:\n    runs-on: ubuntu-latest\n    timeout-minutes: 20\n    env:\n"
         "      PYTHON_VERSION: \"3.12\"\n      %s: \"" % c["env"])
    s = ("\"\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n"
         "        with:\n          python-version: ${{ env.PYTHON_VERSION }}\n"
         "      - run: pip install -r requirements.txt\n      - run: pytest -q tests/integration\n")
    return p, s, "json", "yml"


def r_curl_header(c, v, rng):
    hn, scheme = c["header"]
    p = ("# reproduce the failing call from the incident channel\ncurl -sS -X %s \"https://%s%s\" \\\n"
         "  -H \"Content-Type: application/json\" \\\n  -H \"%s: %s" % (c.get("method", "GET"), c["host"], c["path"], hn, scheme))
    s = ("\" \\\n  --max-time 20 \\\n  -o response.json -w '%{http_code}\\n'\njq . response.json | head -n 40\n")
    return p, s, "raw", "sh"


def r_llm_chat(c, v, rng):
    a = app(rng)
    msgs_p = ('[\n  {"role": "system", "content": "You are a helpful coding assistant."},\n'
              '  {"role": "user", "content": "')
    user_p = ("My %s service keeps failing with 401 against %s. Here is my .env:\n\nLOG_LEVEL=debug\n%s="
              % (a, c["svc"], c["env"]))
    user_s = "\nREGION=%s\n\nWhat am I doing wrong?" % rng.choice(REGIONS)
    p = msgs_p + _json(user_p)
    s = (_json(user_s) + '"},\n  {"role": "assistant", "content": "'
         + _json("A 401 usually means the credential is not being sent. Check that the variable is exported "
                 "in the process environment and that no trailing whitespace was copied.\n\nAlso: please rotate "
                 "that credential now, since it was pasted into this chat.") + '"}\n]\n')
    return p, s, "json", "json"


KV = {
    "json_body": r_json_body, "json_in_json": r_json_in_json, "dotenv": r_dotenv, "yaml": r_yaml,
    "k8s_secret": r_k8s_secret, "compose": r_compose, "shell_export": r_shell_export,
    "http_header": r_http_header, "query_string": r_query_string, "form_body": r_form_body,
    "python_src": r_python_src, "js_src": r_js_src, "go_src": r_go_src, "toml": r_toml,
    "hcl": r_hcl, "properties": r_properties, "xml_attr": r_xml_attr, "xml_elem": r_xml_elem,
    "csv": r_csv, "sql_insert": r_sql_insert, "log_line": r_log_line, "markdown": r_markdown,
    "commit_msg": r_commit_msg, "gha_workflow": r_gha_workflow, "curl_header": r_curl_header,
    "llm_chat": r_llm_chat,
}


# --------------------------------------------------------------------------
# whole-file carriers (for .netrc / .pgpass / my.cnf style kinds).
# render(ctx, filetext, rng) -> (prefix, suffix, enc, ext); doc = prefix + ENC(filetext) + suffix
# For "b64", the whole file text is base64-encoded.
# --------------------------------------------------------------------------
def f_native_file(c, t, rng):
    return "", "", "raw", c["native_ext"]


def f_k8s_secret(c, t, rng):
    p = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-files\n  namespace: batch\n"
         "  annotations:\n    owner: data-platform\ntype: Opaque\ndata:\n  %s: " % (app(rng), c["fname"]))
    s = "\n"
    return p, s, "b64", "yaml"


def f_shell(c, t, rng):
    p = ("#!/bin/sh\n# provision credentials file for the backup job\nset -eu\numask 077\n\n"
         "cat > \"$HOME/%s\" <<'EOF'\n" % c["fname"])
    s = "EOF\nchmod 600 \"$HOME/%s\"\necho \"wrote $HOME/%s\"\n" % (c["fname"], c["fname"])
    return p, s, "raw", "sh"


def f_yaml(c, t, rng):
    # ansible task with a literal block; every line is indented by 6 spaces
    p = ("- name: Install %s for the service account\n  hosts: db_clients\n  become: true\n  tasks:\n"
         "    - name: write %s\n      ansible.builtin.copy:\n        dest: /home/svc/%s\n"
         "        owner: svc\n        mode: \"0600\"\n        content: |\n" % (c["fname"], c["fname"], c["fname"]))
    s = "    - name: done\n      ansible.builtin.debug:\n        msg: credentials installed\n"
    return p, s, "indent10", "yml"


def f_markdown(c, t, rng):
    p = ("# Restoring the reporting database\n\nThe nightly restore runs as `svc`. If it fails with an auth error,\n"
         "recreate `~/%s` like this (values below are the staging ones):\n\n```\n" % c["fname"])
    s = "```\n\nThen re-run `make restore-staging`. Ping #data-eng if it still fails.\n"
    return p, s, "raw", "md"


def f_llm_chat(c, t, rng):
    p = ('[\n  {"role": "user", "content": "' + _json(
        "why does my client still prompt for a password? this is my ~/%s:\n\n" % c["fname"]))
    s = (_json("\nI ran chmod 600 on it already.") + '"},\n  {"role": "assistant", "content": "'
         + _json("Check the file permissions and that the host/port match exactly what your client uses.") + '"}\n]\n')
    return p, s, "json", "json"


def f_dotenv(c, t, rng):
    p = ("# CI secrets exported into the job environment\nCI=true\nGIT_TERMINAL_PROMPT=0\n"
         "%s='" % c["env"])
    s = "'\nPIP_INDEX_URL=https://pypi.org/simple\n"
    return p, s, "nl2sp", "env"


def f_gha(c, t, rng):
    p = ("name: nightly-restore\non:\n  schedule:\n    - cron: \"17 3 * * *\"\njobs:\n  restore:\n"
         "    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
         "      - name: write %s\n        run: |\n          cat > ~/%s <<'EOF'\n" % (c["fname"], c["fname"]))
    s = "          EOF\n          chmod 600 ~/%s\n      - run: make restore-staging\n" % c["fname"]
    return p, s, "indent10", "yml"


def indent(s, n):
    return "".join((" " * n + ln) if ln.strip() else ln for ln in s.splitlines(keepends=True))


FILE = {
    "native_file": f_native_file, "k8s_secret": f_k8s_secret, "shell_export": f_shell,
    "yaml": f_yaml, "markdown": f_markdown, "dotenv": f_dotenv, "llm_chat": f_llm_chat, "gha_workflow": f_gha,
}
