"""Carrier templates for generate.py. Each carrier turns a case context into a list of
parts (str / Slot / B64Block / QPBlock); gen_util.assemble tracks the secret's bytes."""
import json
from gen_util import Slot, B64Block, QPBlock, rs, HEX, ruuid

FILL = [("LOG_LEVEL", "info"), ("AWS_REGION", "eu-west-1"), ("PORT", "8080"),
        ("APP_ENV", "production"), ("FEATURE_FLAGS", "search,billing"), ("TIMEOUT_MS", "3000"),
        ("SERVICE_NAME", "orders-api"), ("DB_HOST", "db.internal.example.net"),
        ("CACHE_TTL", "600"), ("SENTRY_ENVIRONMENT", "prod")]


class P:
    def __init__(self, name, value, target=False, secret=None):
        self.name, self.value, self.target = name, value, target
        self.secret = value if secret is None else secret


def snake(n):
    return n.lower().replace("-", "_").replace(".", "_")


def camel(n):
    w = snake(n).split("_")
    return w[0] + "".join(x.title() for x in w[1:])


def pascal(n):
    return "".join(x.title() for x in snake(n).split("_"))


def sl(p, mode="raw"):
    return Slot(p.value, mode, p.target, p.secret)


class Ctx:
    def __init__(self, rng, kind, mode, pairs=None, text=None, secret=None, fname="secret.txt",
                 native=None, header=False):
        self.rng, self.kind, self.mode = rng, kind, mode
        self.pairs = pairs or []
        self.text, self.secret, self.fname = text, secret, fname
        self.native = native or {}
        self.header = header
        fl = list(FILL)
        rng.shuffle(fl)
        self.before = [P(*x) for x in fl[:2]]
        self.after = [P(*x) for x in fl[2:3]]

    def items(self):
        return self.before + self.pairs + self.after

    def tslot(self, mode="raw"):
        return Slot(self.text, mode, True, self.secret)

    @property
    def ml(self):
        return self.mode == "text" and "\n" in self.text


def kv_lines(ctx, fmt, mode="raw"):
    parts = []
    for p in ctx.items():
        a, b = fmt.split("{v}")
        parts += [a.format(n=p.name, s=snake(p.name), c=camel(p.name), P=pascal(p.name)), sl(p, mode),
                  b.format(n=p.name, s=snake(p.name), c=camel(p.name), P=pascal(p.name))]
    return parts


# ---------------------------------------------------------------- carriers
def c_dotenv(ctx):
    q = ctx.rng.choice(['', '"'])
    return ["# %s -- copied from the deploy host, do not commit\n" % ctx.rng.choice(["staging", "prod"])] + \
        kv_lines(ctx, "{n}=" + q + "{v}" + q + "\n") + ["\n# end\n"]


def c_cfn_yaml(ctx):
    return ["AWSTemplateFormatVersion: '2010-09-09'\nDescription: orders worker\nResources:\n",
            "  WorkerFunction:\n    Type: AWS::Lambda::Function\n    Properties:\n",
            "      Handler: app.handler\n      Runtime: python3.12\n      Timeout: 30\n",
            "      Role: !GetAtt WorkerRole.Arn\n      Environment:\n        Variables:\n"] + \
        _cfn_vars(ctx) + ["      Tags:\n        - Key: team\n          Value: payments\n"]


def _cfn_vars(ctx):
    parts = []
    for p in ctx.items():
        q = "" if p.value.startswith("!") else "'"
        parts += ["          %s: %s" % (p.name, q), sl(p), q + "\n"]
    return parts


def c_cfn_json(ctx):
    if ctx.mode == "text":
        return ['{\n  "AWSTemplateFormatVersion": "2010-09-09",\n  "Resources": {\n',
                '    "DeployMaterial": {\n      "Type": "AWS::SecretsManager::Secret",\n',
                '      "Properties": {\n        "Name": "prod/%s",\n        "SecretString": "' % ctx.fname,
                ctx.tslot("json"), '"\n      }\n    }\n  }\n}\n']
    parts = ['{\n  "AWSTemplateFormatVersion": "2010-09-09",\n  "Resources": {\n',
             '    "IngestFunction": {\n      "Type": "AWS::Lambda::Function",\n      "Properties": {\n',
             '        "Handler": "index.handler",\n        "Runtime": "nodejs20.x",\n',
             '        "Environment": {\n          "Variables": {\n']
    it = ctx.items()
    for i, p in enumerate(it):
        parts += ['            "%s": "' % p.name, sl(p, "json"), '"' + ("," if i < len(it) - 1 else "") + "\n"]
    return parts + ['          }\n        }\n      }\n    }\n  }\n}\n']


def c_helm_values(ctx):
    parts = ["replicaCount: 2\nimage:\n  repository: registry.example.net/orders/api\n  tag: \"1.14.2\"\n",
             "service:\n  type: ClusterIP\n  port: 8080\n"]
    if ctx.mode == "text":
        return parts + ["secretFiles:\n  %s: |\n    " % ctx.fname, ctx.tslot("indent:4"), "\nresources:\n  limits:\n    memory: 512Mi\n"]
    return parts + ["env:\n"] + kv_lines(ctx, "  {n}: \"{v}\"\n") + ["resources:\n  limits:\n    cpu: 500m\n"]


def c_ansible_vars(ctx):
    parts = ["---\n# group_vars/prod/vars.yml\nnginx_worker_processes: 4\napp_user: deploy\n"]
    if ctx.mode == "text":
        return parts + ["%s_content: |\n  " % snake(ctx.fname.strip(".")), ctx.tslot("indent:2"), "\napp_restart: true\n"]
    return parts + kv_lines(ctx, "{s}: \"{v}\"\n") + ["app_restart_handler: systemd\n"]


def c_ansible_inventory(ctx):
    parts = ["[web]\nweb01.prod.example.net ansible_host=10.20.1.11\nweb02.prod.example.net ansible_host=10.20.1.12\n\n",
             "[web:vars]\nansible_user=deploy\n\n[all:vars]\n"]
    return parts + kv_lines(ctx, "{s}={v}\n") + ["ansible_python_interpreter=/usr/bin/python3\n"]


def c_tfvars(ctx):
    parts = ['# terraform.tfvars (prod)\nregion      = "eu-west-1"\nenvironment = "prod"\ninstance_count = 3\n']
    if ctx.mode == "text":
        return parts + ["%s = <<EOT\n" % snake(ctx.fname.strip(".")), ctx.tslot(), "\nEOT\n", 'tags = { team = "platform" }\n']
    return parts + kv_lines(ctx, '{s} = "{v}"\n') + ['tags = {\n  team = "platform"\n}\n']


def c_kubeconfig(ctx):
    head = ("apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCg==\n"
            "    server: https://10.0.0.1:6443\n  name: prod\ncontexts:\n- context:\n    cluster: prod\n    user: deployer\n"
            "  name: prod\ncurrent-context: prod\nusers:\n- name: deployer\n  user:\n")
    if ctx.kind.startswith("private-key"):
        return [head, "    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM=\n",
                "    client-key-data: ", B64Block([ctx.tslot()], width=0), "\n"]
    if ctx.kind in ("jwt", "bearer-token"):
        return [head, "    token: ", Slot(ctx.pairs[0].value, "raw", True, ctx.pairs[0].secret), "\n"]
    parts = [head, "    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: /usr/local/bin/cluster-auth\n      env:\n"]
    for p in ctx.pairs:
        parts += ["      - name: %s\n        value: \"" % p.name, sl(p), "\"\n"]
    return parts + ["      interactiveMode: Never\n"]


def c_k8s_deploy(ctx):
    parts = ["apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: orders-api\n  namespace: prod\nspec:\n",
             "  replicas: 3\n  selector:\n    matchLabels:\n      app: orders-api\n  template:\n    metadata:\n",
             "      labels:\n        app: orders-api\n    spec:\n      containers:\n      - name: api\n",
             "        image: registry.example.net/orders/api:1.14.2\n        env:\n"]
    for p in ctx.items():
        parts += ["        - name: %s\n          value: \"" % p.name, sl(p), "\"\n"]
    return parts + ["        ports:\n        - containerPort: 8080\n"]


def c_k8s_secret(ctx):
    parts = ["apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-api-secrets\n  namespace: prod\ntype: Opaque\ndata:\n"]
    if ctx.mode == "text":
        return parts + ["  %s: " % ctx.fname, B64Block([ctx.tslot()], width=0), "\n"]
    for p in ctx.items():
        parts += ["  %s: " % p.name, B64Block([sl(p)], width=0), "\n"]
    return parts


def c_ecs_taskdef(ctx):
    parts = ['{\n  "family": "orders-worker",\n  "networkMode": "awsvpc",\n  "containerDefinitions": [\n    {\n',
             '      "name": "worker",\n      "image": "123456789012.dkr.ecr.eu-west-1.amazonaws.com/worker:2.3.1",\n',
             '      "essential": true,\n      "environment": [\n']
    it = ctx.items()
    for i, p in enumerate(it):
        parts += ['        {"name": "%s", "value": "' % p.name, sl(p, "json"), '"}' + ("," if i < len(it) - 1 else "") + "\n"]
    return parts + ['      ]\n    }\n  ],\n  "requiresCompatibilities": ["FARGATE"],\n  "cpu": "512",\n  "memory": "1024"\n}\n']


def c_postman(ctx):
    head = ('{\n  "info": {\n    "_postman_id": "%s",\n    "name": "Partner API",\n'
            '    "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"\n  },\n' % ruuid(ctx.rng))
    if ctx.mode == "text":  # header lines
        k, v = ctx.text.split(": ", 1)
        return [head, '  "item": [\n    {\n      "name": "List orders",\n      "request": {\n        "method": "GET",\n',
                '        "header": [\n          {"key": "%s", "value": "' % k,
                Slot(ctx.text[len(k) + 2:], "json", True, ctx.secret), '", "type": "text"}\n        ],\n',
                '        "url": {"raw": "https://api.partner.example.com/v2/orders"}\n      }\n    }\n  ]\n}\n']
    if ctx.rng.random() < 0.5:
        parts = [head, '  "item": [\n    {\n      "name": "Create session",\n      "request": {\n        "method": "POST",\n',
                 '        "body": {\n          "mode": "raw",\n          "raw": "{\\n']
        it = ctx.items()
        for i, p in enumerate(it):
            parts += ['  \\"%s\\": \\"' % camel(p.name), sl(p, "json2"), '\\"' + ("," if i < len(it) - 1 else "") + "\\n"]
        return parts + ['}"\n        },\n        "url": {"raw": "https://api.partner.example.com/v2/session"}\n      }\n    }\n  ]\n}\n']
    parts = [head, '  "variable": [\n']
    it = ctx.items()
    for i, p in enumerate(it):
        parts += ['    {"key": "%s", "value": "' % camel(p.name), sl(p, "json"), '", "type": "string"}' + ("," if i < len(it) - 1 else "") + "\n"]
    return parts + ['  ],\n  "item": []\n}\n']


def c_jupyter(ctx):
    parts = ['{\n "cells": [\n  {\n   "cell_type": "markdown",\n   "metadata": {},\n   "source": ["# Churn model - data pull"]\n  },\n',
             '  {\n   "cell_type": "code",\n   "execution_count": 3,\n   "metadata": {},\n   "outputs": [],\n   "source": [\n',
             '    "import os\\n",\n']
    for p in ctx.items():
        parts += ['    "os.environ[\\"%s\\"] = \\"' % p.name, sl(p, "json2"), '\\"\\n",\n']
    return parts + ['    "client = make_client()"\n   ]\n  }\n ],\n "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},\n',
                    ' "nbformat": 4,\n "nbformat_minor": 5\n}\n']


def c_gradle(ctx):
    return ["# ~/.gradle/gradle.properties\norg.gradle.jvmargs=-Xmx2g\norg.gradle.parallel=true\n"] + \
        kv_lines(ctx, "{c}={v}\n") + ["kotlin.code.style=official\n"]


def c_appsettings(ctx):
    parts = ['{\n  "Logging": {\n    "LogLevel": {\n      "Default": "Information"\n    }\n  },\n  "AllowedHosts": "*",\n',
             '  "Integrations": {\n']
    it = ctx.items()
    for i, p in enumerate(it):
        parts += ['    "%s": "' % pascal(p.name), sl(p, "json"), '"' + ("," if i < len(it) - 1 else "") + "\n"]
    return parts + ['  }\n}\n']


def c_php(ctx):
    parts = ["<?php\n// config/services.php\n\nreturn [\n    'app_name' => 'orders',\n"]
    if ctx.mode == "text":
        return parts + ["    '%s' => <<<'EOT'\n" % snake(ctx.fname.strip(".")), ctx.tslot(), "\nEOT,\n];\n"]
    return parts + kv_lines(ctx, "    '{s}' => '{v}',\n") + ["];\n"]


def c_rails(ctx):
    parts = ["# config/credentials/production.yml (decrypted with bin/rails credentials:show)\n"]
    if ctx.mode == "text":
        return parts + ["deploy:\n  %s: |\n    " % snake(ctx.fname.strip(".")), ctx.tslot("indent:4"), "\n"]
    parts.append("integrations:\n")
    return parts + kv_lines(ctx, "  {s}: \"{v}\"\n") + ["active_record_encryption:\n  key_derivation_salt: fixture-salt\n"]


def c_java(ctx):
    parts = ["package com.example.orders.config;\n\npublic final class IntegrationConfig {\n\n"]
    parts += kv_lines(ctx, '    public static final String {n} = "{v}";\n', "json")
    return parts + ["\n    private IntegrationConfig() {}\n}\n"]


def c_rust(ctx):
    parts = ["// src/config.rs\nuse std::time::Duration;\n\n"]
    if ctx.mode == "text":
        return parts + ['pub const %s: &str = r#"' % snake(ctx.fname.strip(".")).upper(), ctx.tslot(), '"#;\n\npub const TIMEOUT: Duration = Duration::from_secs(30);\n']
    return parts + kv_lines(ctx, 'pub const {n}: &str = "{v}";\n', "json") + ["\npub const TIMEOUT: Duration = Duration::from_secs(30);\n"]


def c_go(ctx):
    parts = ["package config\n\nimport \"os\"\n\n"]
    if ctx.mode == "text":
        return parts + ["const %s = `" % camel(ctx.fname.strip(".")), ctx.tslot(), "`\n\nfunc init() { _ = os.Getenv(\"HOME\") }\n"]
    parts.append("func init() {\n")
    return parts + kv_lines(ctx, '\tos.Setenv("{n}", "{v}")\n', "json") + ["}\n"]


def c_kotlin(ctx):
    parts = ["package com.example.mobile\n\nobject BuildSecrets {\n"]
    if ctx.mode == "text":
        return parts + ['    const val %s = """' % snake(ctx.fname.strip(".")).upper(), ctx.tslot(), '"""\n}\n']
    return parts + kv_lines(ctx, '    const val {n} = "{v}"\n', "json") + ["}\n"]


def c_plist(ctx):
    parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n',
             '<plist version="1.0">\n<dict>\n\t<key>CFBundleIdentifier</key>\n\t<string>com.example.orders</string>\n']
    return parts + kv_lines(ctx, "\t<key>{n}</key>\n\t<string>{v}</string>\n", "xml") + ["</dict>\n</plist>\n"]


def c_shell_history(ctx):
    parts = ["ls -la\ncd ~/src/orders-api\ngit status\ngit pull --rebase\n"]
    if ctx.mode == "text":
        if ctx.header:
            parts += ["curl -sS -H '", ctx.tslot(), "' https://api.partner.example.com/v2/orders | jq .\n"]
        elif ctx.ml:
            parts += ["cat > ~/.%s <<'EOF'\n" % ctx.fname.strip("."), ctx.tslot(), "\nEOF\n", "chmod 600 ~/.%s\n" % ctx.fname.strip(".")]
        else:
            parts += ["echo '", ctx.tslot(), "' >> ~/.%s\n" % ctx.fname.strip(".")]
        return parts + ["make deploy ENV=prod\n"]
    for p in ctx.pairs:
        parts += ["export %s='" % p.name, sl(p), "'\n"]
    return parts + ["./scripts/smoke-test.sh\nhistory | tail\n"]


def c_gha_log(ctx):
    ts = "2025-03-14T09:2%d:%02d.%07dZ " % (ctx.rng.randrange(10), ctx.rng.randrange(60), ctx.rng.randrange(10 ** 7))
    parts = [ts + "##[group]Run ./scripts/deploy.sh\n", ts + "shell: /usr/bin/bash -e {0}\n", ts + "##[endgroup]\n"]
    if ctx.mode == "text":
        parts += [ts + "* Connected to api.partner.example.com (203.0.113.7) port 443\n", ts + "> GET /v2/orders HTTP/2\n",
                  ts + "> " if ctx.header else ts + "+ echo '", ctx.tslot(), "\n" if ctx.header else "'\n", ts + "< HTTP/2 200\n"]
        return parts + [ts + "Deploy finished\n"]
    parts.append(ts + "+ env | sort\n")
    for p in ctx.items():
        parts += [ts + "%s=" % p.name, sl(p), "\n"]
    return parts + [ts + "##[error]Process completed with exit code 1.\n"]


def c_gitlab_log(ctx):
    parts = ["Running with gitlab-runner 16.9.1 (782c6ecb)\n  on docker-runner-3 xS9kq2Lp, system ID: s_8d1f0e7a3b2c\n",
             "Preparing the \"docker\" executor\nUsing docker image node:20-alpine ...\n",
             "$ echo \"debugging credentials\"\ndebugging credentials\n"]
    if ctx.mode == "text":
        if ctx.header:
            parts += ["$ curl -v https://api.partner.example.com/v2/orders\n> GET /v2/orders HTTP/1.1\n> ", ctx.tslot(), "\n< HTTP/1.1 200 OK\n"]
        else:
            parts += ["$ cat %s\n" % ctx.fname, ctx.tslot(), "\n"]
        return parts + ["Cleaning up project directory and file based variables\nJob succeeded\n"]
    parts.append("$ printenv | grep -v PATH\n")
    for p in ctx.items():
        parts += ["%s=" % p.name, sl(p), "\n"]
    return parts + ["ERROR: Job failed: exit code 1\n"]


def _chat_text(ctx, intro):
    if ctx.mode == "text":
        return [intro + "\n```\n", ctx.tslot("json"), "\n```\n"]
    parts = [intro + "\n```\n"]
    for p in ctx.items():
        parts += ["%s=" % p.name, sl(p, "json"), "\n"]
    return parts + ["```"]


def _json_escape_parts(parts):
    out = []
    for p in parts:
        out.append(json.dumps(p)[1:-1] if isinstance(p, str) else p)
    return out


def c_slack(ctx):
    body = _json_escape_parts(_chat_text(ctx, "deploy is failing on prod, here's what the box has :eyes:"))
    return ['{\n  "channel": "C04QH7Z2M9K",\n  "text": "'] + body + ['",\n  "unfurl_links": false,\n  "mrkdwn": true\n}\n']


def c_jira(ctx):
    body = _json_escape_parts(_chat_text(ctx, "Reproduced with the prod config:")[1:])
    return ['{\n  "body": {\n    "type": "doc",\n    "version": 1,\n    "content": [\n',
            '      {"type": "paragraph", "content": [{"type": "text", "text": "Reproduced on prod with this config, see below."}]},\n',
            '      {"type": "codeBlock", "attrs": {"language": "text"}, "content": [{"type": "text", "text": "'] + \
        [x.replace("```\\n", "").replace("```", "") if isinstance(x, str) else x for x in body] + \
        ['"}]}\n    ]\n  }\n}\n']


def c_github_comment(ctx):
    body = _json_escape_parts(_chat_text(ctx, "Still broken after the bump. Config from the failing runner:"))
    return ['{\n  "url": "https://api.github.com/repos/acme/orders-api/issues/comments/%d",\n' % ctx.rng.randrange(10 ** 9, 2 * 10 ** 9),
            '  "issue_url": "https://api.github.com/repos/acme/orders-api/issues/%d",\n' % ctx.rng.randrange(100, 3000),
            '  "user": {\n    "login": "dev-%s",\n    "type": "User"\n  },\n' % rs(ctx.rng, 5, "abcdefghijklmnopqrstuvwxyz"),
            '  "created_at": "2025-03-14T10:12:55Z",\n  "author_association": "MEMBER",\n  "body": "'] + body + \
        ['\\n\\ncc @platform-team"\n}\n']


def c_llm(ctx):
    body = _json_escape_parts(_chat_text(ctx, "Why does this return 401? here is my setup"))
    return ['{\n  "model": "gpt-4o",\n  "messages": [\n    {"role": "system", "content": "You are a helpful coding assistant."},\n',
            '    {"role": "user", "content": "'] + body + ['"},\n',
            '    {"role": "assistant", "content": "A 401 usually means the key is not being sent. Check the header name."}\n  ]\n}\n']


def _mail_head(ctx, ctype, cte, extra=""):
    b = "----=_Part_%d" % ctx.rng.randrange(10 ** 6)
    return b, ("From: Dana Ops <dana@example.net>\nTo: contractor@example.org\nSubject: prod access for the migration\n"
               "Date: Tue, 11 Mar 2025 14:02:11 +0000\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=\"%s\"\n\n"
               "--%s\nContent-Type: %s\nContent-Transfer-Encoding: %s\n%s\n" % (b, b, ctype, cte, extra))


def _mail_inner(ctx):
    if ctx.mode == "text":
        return ["Hi, here is what you need for the migration:\n\n", ctx.tslot(), "\n\nPlease delete after use.\nDana\n"]
    parts = ["Hi, the env for the migration box is below:\n\n"]
    for p in ctx.items():
        parts += ["%s=" % p.name, sl(p), "\n"]
    return parts + ["\nPlease delete after use. Thanks, Dana\n"]


def c_email_qp(ctx):
    b, h = _mail_head(ctx, 'text/plain; charset="utf-8"', "quoted-printable")
    return [h, QPBlock(_mail_inner(ctx)), "\n--%s--\n" % b]


def c_email_b64(ctx):
    fn = ctx.fname if ctx.mode == "text" else "prod.env"
    b, h = _mail_head(ctx, 'text/plain; name="%s"' % fn, "base64",
                      'Content-Disposition: attachment; filename="%s"\n' % fn)
    return [h, B64Block(_mail_inner(ctx), 76), "\n--%s--\n" % b]


def c_stack_trace(ctx):
    parts = ["Traceback (most recent call last):\n  File \"/srv/app/worker.py\", line 88, in run\n    resp = client.send(batch)\n",
             "  File \"/srv/app/client.py\", line 41, in send\n    raise UpstreamError(resp.status_code, self.config)\n"]
    if ctx.mode == "text":
        return parts + ["app.errors.UpstreamError: 401 Unauthorized; request headers={'Accept': 'application/json', '",
                        Slot(ctx.text.split(": ", 1)[0] + "': '" + ctx.text.split(": ", 1)[1], "raw", True, ctx.secret),
                        "'}\n"] if ctx.header else parts + ["app.errors.UpstreamError: bad credentials in ", ctx.tslot(), "\n"]
    parts.append("app.errors.UpstreamError: (401, Config(")
    for i, p in enumerate(ctx.items()):
        parts += [("" if i == 0 else ", ") + "%s='" % snake(p.name), sl(p), "'"]
    return parts + ["))\n"]


def c_http_dump(ctx):
    if ctx.mode == "text":
        return ["GET /v2/orders?limit=50 HTTP/1.1\r\nHost: api.partner.example.com\r\nUser-Agent: python-requests/2.31.0\r\n",
                "Accept: application/json\r\n", ctx.tslot(), "\r\nConnection: keep-alive\r\n\r\n"]
    style = ctx.rng.choice(["form", "json"])
    head = "POST /v1/integrations HTTP/1.1\r\nHost: admin.example.net\r\nUser-Agent: curl/8.5.0\r\nCookie: locale=en-GB; theme=dark\r\n"
    if style == "form":
        parts = [head, "Content-Type: application/x-www-form-urlencoded\r\n\r\n"]
        for i, p in enumerate(ctx.items()):
            parts += [("&" if i else "") + snake(p.name) + "=", sl(p, "url")]
        return parts + ["\r\n"]
    parts = [head, "Content-Type: application/json\r\n\r\n{"]
    for i, p in enumerate(ctx.items()):
        parts += [(", " if i else "") + '"%s": "' % snake(p.name), sl(p, "json"), '"']
    return parts + ["}\r\n"]


def c_access_log(ctx):
    parts = ['203.0.113.9 - - [14/Mar/2025:10:01:55 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"\n',
             '198.51.100.23 - - [14/Mar/2025:10:02:07 +0000] "GET /api/v1/export?format=csv&']
    for i, p in enumerate(ctx.pairs):
        parts += [("&" if i else "") + snake(p.name) + "=", sl(p, "url")]
    return parts + [' HTTP/1.1" 200 5123 "-" "python-requests/2.31.0"\n',
                    '203.0.113.9 - - [14/Mar/2025:10:02:25 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"\n',
                    '192.0.2.44 - - [14/Mar/2025:10:02:31 +0000] "GET /static/app.js HTTP/1.1" 304 0 "https://admin.example.net/" "Mozilla/5.0"\n',
                    '192.0.2.44 - - [14/Mar/2025:10:02:31 +0000] "GET /api/v1/me HTTP/1.1" 200 311 "https://admin.example.net/" "Mozilla/5.0"\n',
                    '203.0.113.9 - - [14/Mar/2025:10:02:45 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"\n']


def c_sql_dump(ctx):
    parts = ["-- MySQL dump 10.13  Distrib 8.0.36\n--\n-- Table structure for table `integration_settings`\n--\n",
             "CREATE TABLE `integration_settings` (\n  `id` int NOT NULL AUTO_INCREMENT,\n  `name` varchar(64) NOT NULL,\n",
             "  `value` text NOT NULL,\n  PRIMARY KEY (`id`)\n);\n\nINSERT INTO `integration_settings` VALUES "]
    for i, p in enumerate(ctx.items()):
        parts += [(",\n  " if i else "") + "(%d,'%s','" % (i + 1, p.name), sl(p, "sql"), "')"]
    return parts + [";\n-- Dump completed on 2025-03-14 10:00:00\n"]


def c_csv(ctx):
    parts = ["key,value,owner,updated_at\n"]
    for p in ctx.items():
        parts += ['%s,"' % p.name, sl(p, "csv"), '",platform,2025-03-0%d\n' % ctx.rng.randrange(1, 9)]
    return parts


def c_front_matter(ctx):
    return ["---\ntitle: \"Runbook: partner sync\"\nlayout: runbook\n"] + kv_lines(ctx, "{s}: \"{v}\"\n") + \
        ["---\n\n## Steps\n\n1. Scale the worker to zero.\n2. Run the sync job.\n"]


def c_dockerfile(ctx):
    parts = ["FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\n"]
    if ctx.mode == "text":
        if ctx.ml:
            parts += ["COPY <<EOF /root/%s\n" % ctx.fname, ctx.tslot(), "\nEOF\n"]
        else:
            parts += ["RUN echo '", ctx.tslot(), "' > /root/%s\n" % ctx.fname]
    else:
        parts += kv_lines(ctx, "ENV {n}={v}\n")
    return parts + ["COPY . .\nCMD [\"gunicorn\", \"app:app\", \"-b\", \"0.0.0.0:8080\"]\n"]


def c_compose(ctx):
    return ["services:\n  api:\n    image: registry.example.net/orders/api:1.14.2\n    ports:\n      - \"8080:8080\"\n",
            "    environment:\n"] + kv_lines(ctx, "      - {n}={v}\n") + ["    depends_on:\n      - db\n  db:\n    image: postgres:16\n"]


def c_systemd(ctx):
    return ["[Unit]\nDescription=Orders sync worker\nAfter=network-online.target\n\n[Service]\nUser=orders\n"] + \
        kv_lines(ctx, 'Environment="{n}={v}"\n') + \
        ["ExecStart=/opt/orders/bin/sync --loop\nRestart=on-failure\n\n[Install]\nWantedBy=multi-user.target\n"]


def c_gha_workflow(ctx):
    return ["name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n"] + \
        kv_lines(ctx, "      {n}: '{v}'\n") + ["    steps:\n      - uses: actions/checkout@v4\n      - run: ./scripts/deploy.sh\n"]


def c_keyfile(ctx):
    return [ctx.tslot(), "\n"]


def c_native(ctx, carrier):
    tpl = ctx.native[carrier]
    pre, post = NATIVE_WRAP[carrier]
    if ctx.mode == "text" and tpl is None:
        return [pre, ctx.tslot(), "\n", post]
    a, b = tpl.split("{v}")
    p = ctx.pairs[-1]
    parts = [pre]
    for c in ctx.pairs[:-1]:  # companions (e.g. key id)
        parts += [c.name + " = ", sl(c), "\n"]
    return parts + [a, sl(p), b + "\n", post]


NATIVE_WRAP = {
    "npmrc": ("; ~/.npmrc\nregistry=https://registry.npmjs.org/\nsave-exact=true\nfund=false\n", "always-auth=true\naudit-level=high\n"),
    "pypirc": ("[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\n", "\n[testpypi]\nrepository = https://test.pypi.org/legacy/\nusername = __token__\n"),
    "gem_credentials": ("---\n# ~/.gem/credentials (chmod 0600)\n", ":github: Bearer ${GITHUB_TOKEN}\n:rubygems_host: https://rubygems.org\n# managed by bootstrap.sh\n"),
    "docker_config": ("", ""),
    "aws_credentials": ("[default]\nregion = eu-west-1\n\n[prod-deploy]\n", "output = json\n"),
    "git_credentials": ("https://readonly@git.example.org\nhttps://mirror-bot@code.example.net\n", "https://docs-bot@wiki.example.org\nhttps://readonly@gitea.example.com\n"),
    "netrc": ("# ~/.netrc (chmod 600)\n# used by curl -n and git over https\n\n", "\n# end of file\n"),
    "pgpass": ("# hostname:port:database:username:password\n# chmod 0600 ~/.pgpass\n", "\n"),
    "mycnf": ("[mysqld]\nbind-address = 127.0.0.1\n\n", ""),
}

CARRIERS = {
    # name: (func, ext, kv, text1, textml)
    "dotenv": (c_dotenv, "env", 1, 0, 0),
    "cfn_yaml": (c_cfn_yaml, "yaml", 1, 0, 0),
    "cfn_json": (c_cfn_json, "json", 1, 1, 1),
    "helm_values": (c_helm_values, "yaml", 1, 1, 1),
    "ansible_vars": (c_ansible_vars, "yml", 1, 1, 1),
    "ansible_inventory": (c_ansible_inventory, "ini", 1, 0, 0),
    "tfvars": (c_tfvars, "tfvars", 1, 1, 1),
    "kubeconfig": (c_kubeconfig, "yaml", 1, 0, 0),
    "k8s_deployment": (c_k8s_deploy, "yaml", 1, 0, 0),
    "k8s_secret": (c_k8s_secret, "yaml", 1, 1, 1),
    "ecs_taskdef": (c_ecs_taskdef, "json", 1, 0, 0),
    "postman": (c_postman, "postman_collection.json", 1, 0, 0),
    "jupyter": (c_jupyter, "ipynb", 1, 0, 0),
    "gradle_properties": (c_gradle, "properties", 1, 0, 0),
    "appsettings": (c_appsettings, "json", 1, 0, 0),
    "php_config": (c_php, "php", 1, 1, 1),
    "rails_credentials": (c_rails, "yml", 1, 1, 1),
    "java": (c_java, "java", 1, 0, 0),
    "rust": (c_rust, "rs", 1, 1, 1),
    "go": (c_go, "go", 1, 1, 1),
    "kotlin": (c_kotlin, "kt", 1, 1, 1),
    "plist": (c_plist, "plist", 1, 0, 0),
    "shell_history": (c_shell_history, "bash_history", 1, 1, 1),
    "gha_log": (c_gha_log, "log", 1, 1, 0),
    "gitlab_log": (c_gitlab_log, "log", 1, 1, 1),
    "slack_message": (c_slack, "json", 1, 1, 1),
    "jira_comment": (c_jira, "json", 1, 1, 1),
    "github_comment": (c_github_comment, "json", 1, 1, 1),
    "llm_transcript": (c_llm, "json", 1, 1, 1),
    "email_qp": (c_email_qp, "eml", 1, 1, 1),
    "email_base64": (c_email_b64, "eml", 1, 1, 1),
    "stack_trace": (c_stack_trace, "txt", 1, 1, 0),
    "http_dump": (c_http_dump, "http", 1, 0, 0),
    "access_log": (c_access_log, "log", 1, 0, 0),
    "sql_dump": (c_sql_dump, "sql", 1, 0, 0),
    "csv_export": (c_csv, "csv", 1, 0, 0),
    "front_matter": (c_front_matter, "md", 1, 0, 0),
    "dockerfile": (c_dockerfile, "Dockerfile", 1, 1, 1),
    "docker_compose": (c_compose, "yml", 1, 0, 0),
    "systemd": (c_systemd, "service", 1, 0, 0),
    "gha_workflow": (c_gha_workflow, "yml", 1, 0, 0),
    "keyfile": (c_keyfile, "key", 0, 0, 0),
}
NATIVE_EXT = {"npmrc": "npmrc", "pypirc": "pypirc", "gem_credentials": "gem-credentials", "docker_config": "json",
              "aws_credentials": "aws-credentials", "git_credentials": "git-credentials", "netrc": "netrc",
              "pgpass": "pgpass", "mycnf": "cnf"}
