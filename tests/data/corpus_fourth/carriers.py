"""Carrier renderers. Each takes (r, c) where c is a Ctx and returns (text, encoding)
with MARK standing for the value exactly once; base64 carriers return a dict."""
import json, textwrap, base64
MARK = '@@SECRET@@'

def words(n): return n.lower().split('_')
def snake(n): return n.lower()
def camel(n):
    w = words(n); return w[0] + ''.join(x.title() for x in w[1:])
def pascal(n): return ''.join(x.title() for x in words(n))
def kebab(n): return n.lower().replace('_', '-')
def dotted(n): return n.lower().replace('_', '.')
def hdrtitle(n): return '-'.join(x.title() for x in words(n))

class Ctx:
    pass

def fields(c, style=lambda x: x):
    return [(style(k), v) for k, v in c.fields]

def jdump(o, indent=2):
    return json.dumps(o, indent=indent)

def header(c):
    if c.hdr:
        return c.hdr
    return ('X-' + hdrtitle(c.env), '')

# ---------------------------------------------------------------- carriers
def dotenv(r, c):
    lines = ['APP_NAME="%s"' % c.svc.title(), 'APP_ENV=production', 'APP_DEBUG=false',
             'APP_URL=https://%s.example.org' % c.svc, 'LOG_CHANNEL=stack', '',
             'DB_CONNECTION=mysql', 'DB_HOST=127.0.0.1', 'DB_PORT=3306', '']
    for k, v in fields(c):
        lines.append(f"{k}='{v}'" if (v == MARK and '$' in c.value) else f'{k}="{v}"' if (c.ml or r.random() < .4) else f'{k}={v}')
    lines += ['', 'QUEUE_CONNECTION=redis', 'SESSION_DRIVER=redis']
    return '\n'.join(lines) + '\n', 'raw'

def tfstate(r, c):
    env = {k: v for k, v in c.fields}
    st = {"version": 4, "terraform_version": "1.7.5", "serial": r.randint(3, 90),
          "lineage": c.lineage, "outputs": {},
          "resources": [{"mode": "managed", "type": "aws_lambda_function", "name": c.svc.replace('-', '_'),
             "provider": "provider[\"registry.terraform.io/hashicorp/aws\"]",
             "instances": [{"schema_version": 0, "attributes": {
                 "function_name": c.svc, "handler": "index.handler", "runtime": "nodejs20.x",
                 "environment": [{"variables": env}], "memory_size": 256, "timeout": 30},
                 "sensitive_attributes": []}]}]}
    return jdump(st) + '\n', 'json'

def pulumi(r, c):
    lines = ['config:', '  aws:region: eu-central-1', f'  {c.svc}:replicas: "2"']
    for k, v in fields(c, camel):
        lines.append(f'  {c.svc}:{k}: "{v}"')
    return '\n'.join(lines) + '\n', 'raw'

def serverless(r, c):
    lines = [f'service: {c.svc}', 'frameworkVersion: "3"', '', 'provider:', '  name: aws',
             '  runtime: python3.12', '  region: us-east-1', '  environment:']
    for k, v in fields(c):
        lines.append(f"    {k}: '{v}'")
    lines += ['', 'functions:', '  handler:', '    handler: app.handler', '    events:',
              '      - httpApi: "POST /hook"']
    return '\n'.join(lines) + '\n', 'raw'

def heroku_appjson(r, c):
    env = {k: ({"description": k.replace('_', ' ').lower(), "value": v} if v == MARK else v) for k, v in c.fields}
    o = {"name": c.svc, "repository": f"https://github.com/{c.org}/{c.svc}", "stack": "heroku-22",
         "env": env, "formation": {"web": {"quantity": 1, "size": "basic"}},
         "buildpacks": [{"url": "heroku/nodejs"}]}
    return jdump(o) + '\n', 'json'

def netlify_toml(r, c):
    lines = ['[build]', '  command = "npm run build"', '  publish = "dist"', '',
             '[build.environment]', '  NODE_VERSION = "20"']
    for k, v in fields(c):
        lines.append(f'  {k} = "{v}"')
    lines += ['', '[[redirects]]', '  from = "/api/*"', '  to = "/.netlify/functions/:splat"', '  status = 200']
    return '\n'.join(lines) + '\n', 'raw'

def vercel_json(r, c):
    o = {"version": 2, "name": c.svc, "env": {k: v for k, v in c.fields},
         "build": {"env": {"NEXT_TELEMETRY_DISABLED": "1"}},
         "rewrites": [{"source": "/api/(.*)", "destination": "/api/$1"}]}
    return jdump(o) + '\n', 'json'

def wrangler(r, c):
    lines = [f'name = "{c.svc}"', 'main = "src/index.ts"', 'compatibility_date = "2024-09-23"', '',
             '[vars]']
    for k, v in fields(c):
        lines.append(f'{k} = "{v}"')
    lines += ['', '[[kv_namespaces]]', 'binding = "CACHE"', f'id = "{c.hex32}"']
    return '\n'.join(lines) + '\n', 'raw'

def local_properties(r, c):
    lines = ['## This file must *NOT* be checked into Version Control Systems,',
             '# as it contains information specific to your local configuration.',
             f'sdk.dir=/Users/{c.user}/Library/Android/sdk']
    for k, v in fields(c, dotted):
        lines.append(f'{k}={v}')
    return '\n'.join(lines) + '\n', 'raw'

def gradle(r, c):
    lines = ['android {', f'    namespace = "com.{c.org}.{c.svc.replace("-", "")}"', '    defaultConfig {',
             '        minSdk = 26', '        targetSdk = 34']
    for k, v in fields(c):
        lines.append(f'        buildConfigField("String", "{k}", "\\"{v}\\"")')
    lines += ['    }', '    buildFeatures { buildConfig = true }', '}']
    return '\n'.join(lines) + '\n', 'raw'

def xcconfig(r, c):
    lines = ['// Release.xcconfig', '#include "Base.xcconfig"', '', 'PRODUCT_BUNDLE_IDENTIFIER = com.%s.app' % c.org,
             'SWIFT_ACTIVE_COMPILATION_CONDITIONS = RELEASE']
    for k, v in fields(c):
        lines.append(f'{k} = {v}')
    return '\n'.join(lines) + '\n', 'raw'

def webconfig(r, c):
    lines = ['<?xml version="1.0" encoding="utf-8"?>', '<configuration>', '  <appSettings>',
             '    <add key="webpages:Version" value="3.0.0.0" />']
    for k, v in fields(c, pascal):
        lines.append(f'    <add key="{k}" value="{v}" />')
    lines += ['  </appSettings>', '  <system.web>', '    <compilation debug="false" targetFramework="4.8" />',
              '  </system.web>', '</configuration>']
    return '\n'.join(lines) + '\n', 'xml'

def usersecrets(r, c):
    o = {"ConnectionStrings:Redis": "localhost:6379", "Logging:LogLevel:Default": "Information"}
    for k, v in c.fields:
        w = words(k)
        o[w[0].title() + ':' + ''.join(x.title() for x in w[1:])] = v
    return jdump(o) + '\n', 'json'

def spring(r, c):
    lines = ['spring:', '  application:', f'    name: {c.svc}', 'server:', '  port: 8080', 'integrations:']
    for k, v in fields(c, kebab):
        lines.append(f'  {k}: "{v}"')
    lines += ['management:', '  endpoints:', '    web:', '      exposure:', '        include: health,info']
    return '\n'.join(lines) + '\n', 'raw'

def wpconfig(r, c):
    lines = ['<?php', "define( 'DB_NAME', 'wordpress' );", "define( 'DB_USER', 'wp' );",
             "define( 'DB_HOST', 'localhost' );", '']
    for k, v in fields(c):
        lines.append(f"define( '{k}', '{v}' );")
    lines += ['', "$table_prefix = 'wp_';", "define( 'WP_DEBUG', false );",
              "if ( ! defined( 'ABSPATH' ) ) {", "\tdefine( 'ABSPATH', __DIR__ . '/' );", '}',
              "require_once ABSPATH . 'wp-settings.php';"]
    return '\n'.join(lines) + '\n', 'raw'

def django(r, c):
    lines = ['import os', 'from pathlib import Path', '', 'BASE_DIR = Path(__file__).resolve().parent.parent',
             'DEBUG = False', f'ALLOWED_HOSTS = ["{c.svc}.example.org"]', '']
    for k, v in fields(c):
        lines.append(f'{k} = os.environ.get("{k}", "{v}")')
    lines += ['', 'LANGUAGE_CODE = "en-us"', 'TIME_ZONE = "UTC"', 'USE_TZ = True']
    return '\n'.join(lines) + '\n', 'raw'

def rails(r, c):
    lines = ['default: &default', '  adapter: postgresql', '  pool: 5', '', 'production:', '  <<: *default',
             f'  database: {c.svc.replace("-", "_")}_production', '  integrations:']
    for k, v in fields(c, snake):
        lines.append(f'    {k}: "{v}"')
    return '\n'.join(lines) + '\n', 'raw'

def nextconfig(r, c):
    lines = ["/** @type {import('next').NextConfig} */", 'const nextConfig = {', '  reactStrictMode: true,',
             '  serverRuntimeConfig: {']
    for k, v in fields(c, camel):
        lines.append(f"    {k}: '{v}',")
    lines += ['  },', "  images: { domains: ['cdn.example.org'] },", '};', '', 'module.exports = nextConfig;']
    return '\n'.join(lines) + '\n', 'raw'

def dockerfile(r, c):
    lines = ['FROM python:3.12-slim AS base', 'WORKDIR /app', 'COPY requirements.txt .',
             'RUN pip install --no-cache-dir -r requirements.txt']
    for k, v in fields(c):
        lines.append(f'{r.choice(["ENV", "ARG"])} {k}={v}')
    lines += ['COPY . .', 'EXPOSE 8000', 'CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]']
    return '\n'.join(lines) + '\n', 'raw'

def makefile(r, c):
    lines = ['SHELL := /bin/bash', f'IMAGE ?= ghcr.io/{c.org}/{c.svc}']
    for k, v in fields(c):
        lines.append(f'{k} ?= {v}')
    lines += ['', '.PHONY: deploy', 'deploy:', '\tdocker build -t $(IMAGE) .',
              f'\t./scripts/deploy.sh --env production --service {c.svc}']
    return '\n'.join(lines) + '\n', 'raw'

def powershell(r, c):
    lines = ['#Requires -Version 7', "$ErrorActionPreference = 'Stop'", '']
    for k, v in fields(c):
        lines.append(f"$env:{k} = '{v}'")
    lines += ['', f'Write-Host "Deploying {c.svc}..."', './build/publish.ps1 -Configuration Release']
    return '\n'.join(lines) + '\n', 'raw'

def batch(r, c):
    lines = ['@echo off', 'setlocal']
    for k, v in fields(c):
        lines.append(f'set {k}={v}')
    lines += ['', f'echo Starting {c.svc}', 'call npm run start', 'endlocal']
    return '\r\n'.join(lines) + '\r\n', 'raw'

def crontab(r, c):
    lines = ['SHELL=/bin/bash', 'PATH=/usr/local/bin:/usr/bin:/bin', 'MAILTO=ops@example.org', '']
    tgt = [(k, v) for k, v in c.fields if v == MARK][0]
    for k, v in c.fields:
        if v != MARK:
            lines.append(f'{k}={v}')
    if c.neutral:
        lines.append(f'*/15 * * * * /opt/{c.svc}/bin/sync --{kebab(c.env)} {MARK} >> /var/log/{c.svc}.log 2>&1')
    else:
        lines.append(f'{tgt[0]}={MARK}')
        lines.append(f'*/15 * * * * /opt/{c.svc}/bin/sync >> /var/log/{c.svc}.log 2>&1')
    lines.append('0 3 * * 0 /usr/sbin/logrotate /etc/logrotate.conf')
    return '\n'.join(lines) + '\n', 'raw'

def nginx(r, c):
    h, s = header(c)
    lines = ['server {', '    listen 443 ssl;', f'    server_name {c.svc}.example.org;', '',
             '    location /api/ {', f'        proxy_pass https://upstream.{c.svc}.internal;',
             f'        proxy_set_header {h} "{s}{MARK}";', '        proxy_set_header Host $host;',
             '    }', '}']
    return '\n'.join(lines) + '\n', 'raw'

def haproxy(r, c):
    h, s = header(c)
    lines = ['frontend fe_api', '    bind *:443 ssl crt /etc/haproxy/certs/site.pem',
             '    default_backend be_api', '', 'backend be_api', '    balance roundrobin',
             f'    http-request set-header {h} "{s}{MARK}"',
             f'    server api1 10.0.{r.randint(1,9)}.{r.randint(10,99)}:8080 check']
    return '\n'.join(lines) + '\n', 'raw'

def prometheus(r, c):
    h, s = header(c)
    lines = ['global:', '  scrape_interval: 30s', 'scrape_configs:', f'  - job_name: {c.svc}',
             '    scheme: https', '    metrics_path: /metrics']
    if s.strip() == 'Bearer':
        lines += ['    authorization:', '      type: Bearer', f'      credentials: "{MARK}"']
    else:
        lines += ['    http_headers:', f'      {h}:', '        values:', f'          - "{s}{MARK}"']
    lines += ['    static_configs:', f'      - targets: ["{c.svc}.example.org:443"]']
    return '\n'.join(lines) + '\n', 'raw'

def alertmanager(r, c):
    lines = ['route:', '  receiver: default', 'receivers:', '  - name: default', '    webhook_configs:',
             f'      - url: https://hooks.{c.org}.internal/alert', '        http_config:']
    h, s = header(c)
    if s.strip() == 'Bearer':
        lines += ['          authorization:', f'            credentials: "{MARK}"']
    else:
        lines += ['          http_headers:', f'            {h}:', f'              values: ["{s}{MARK}"]']
    return '\n'.join(lines) + '\n', 'raw'

def grafana_ds(r, c):
    h, s = header(c)
    lines = ['apiVersion: 1', 'datasources:', f'  - name: {c.svc}', '    type: prometheus', '    access: proxy',
             f'    url: https://{c.svc}.example.org', '    jsonData:', f'      httpHeaderName1: {h}',
             '    secureJsonData:', f"      httpHeaderValue1: '{s}{MARK}'"]
    return '\n'.join(lines) + '\n', 'raw'

def airflow(r, c):
    lines = ['#!/usr/bin/env bash', '# airflow connections (exported from the prod scheduler)',
             'export AIRFLOW__CORE__EXECUTOR=CeleryExecutor',
             "export AIRFLOW_CONN_METADATA_DB='postgresql://airflow@pg.internal:5432/airflow'",
             'export AIRFLOW__CORE__LOAD_EXAMPLES=False']
    lines.append(f"export AIRFLOW_CONN_{c.env}='https://{c.user}:{MARK}@api.{c.svc}.example.org:443/?timeout=30'")
    lines += ['export AIRFLOW__WEBSERVER__BASE_URL=https://airflow.example.org', '',
              'airflow connections test ' + c.env.lower()]
    return '\n'.join(lines) + '\n', 'url'

def dbt(r, c):
    lines = [f'{c.svc.replace("-", "_")}:', '  target: prod', '  outputs:', '    prod:', '      type: databricks',
             '      catalog: main', '      schema: analytics', f'      host: dbc-{c.hex32[:8]}.cloud.databricks.com',
             f'      http_path: /sql/1.0/warehouses/{c.hex32[8:24]}', '      threads: 4']
    k = c.env
    lines.append(f"      {snake(k) if not c.neutral else 'token'}: \"{{{{ env_var('{k}', '{MARK}') }}}}\"")
    return '\n'.join(lines) + '\n', 'raw'

def jenkinsfile(r, c):
    lines = ['pipeline {', '  agent any', '  environment {']
    for k, v in fields(c):
        lines.append(f"    {k} = '{v}'")
    lines += ['  }', '  stages {', "    stage('Deploy') {", '      steps {', "        sh './deploy.sh'",
              '      }', '    }', '  }', '}']
    return '\n'.join(lines) + '\n', 'raw'

def jenkins_creds(r, c):
    k = c.env
    lines = ["<?xml version='1.1' encoding='UTF-8'?>",
             '<com.cloudbees.plugins.credentials.SystemCredentialsProvider plugin="credentials@1337.v60b_d7b_c7b_c9f">',
             '  <domainCredentialsMap class="hudson.util.CopyOnWriteMap$Hash">', '    <entry>',
             '      <com.cloudbees.plugins.credentials.domains.Domain><specifications/></com.cloudbees.plugins.credentials.domains.Domain>',
             '      <java.util.concurrent.CopyOnWriteArrayList>',
             '        <org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>',
             '          <scope>GLOBAL</scope>', f'          <id>{kebab(k)}</id>',
             f'          <description>{k}</description>', f'          <secret>{MARK}</secret>',
             '        </org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>',
             '      </java.util.concurrent.CopyOnWriteArrayList>', '    </entry>', '  </domainCredentialsMap>',
             '</com.cloudbees.plugins.credentials.SystemCredentialsProvider>']
    return '\n'.join(lines) + '\n', 'xml'

def circleci(r, c):
    lines = ['version: 2.1', 'jobs:', '  deploy:', '    docker:', '      - image: cimg/node:20.11',
             '    environment:']
    for k, v in fields(c):
        lines.append(f'      {k}: "{v}"')
    lines += ['    steps:', '      - checkout', '      - run: npm ci && npm run deploy',
              'workflows:', '  main:', '    jobs: [deploy]']
    return '\n'.join(lines) + '\n', 'raw'

def bitbucket(r, c):
    lines = ['image: node:20', 'pipelines:', '  branches:', '    main:', '      - step:',
             '          name: Deploy', '          script:']
    for k, v in fields(c):
        lines.append(f"            - export {k}='{v}'")
    lines += ['            - npm ci', '            - npm run deploy']
    return '\n'.join(lines) + '\n', 'raw'

def azure_pipelines(r, c):
    lines = ['trigger:', '  - main', 'pool:', "  vmImage: 'ubuntu-latest'", 'variables:']
    for k, v in fields(c):
        lines += [f'  - name: {k}', f"    value: '{v}'"]
    lines += ['steps:', '  - script: ./build.sh', "    displayName: 'Build and publish'"]
    return '\n'.join(lines) + '\n', 'raw'

def k8s_secret(r, c):
    # data: values base64-encoded exactly
    head = ['# apps/%s/overlays/prod/secret.yaml (synced by Argo CD)' % c.svc, 'apiVersion: v1', 'kind: Secret',
            'metadata:', f'  name: {c.svc}-env', f'  namespace: {c.svc}', '  annotations:',
            '    argocd.argoproj.io/sync-wave: "-1"', 'type: Opaque', 'data:']
    text = '\n'.join(head) + '\n'
    res = None
    for k, v in c.fields:
        line_pre = f'  {k}: '
        if v == MARK:
            enc = base64.b64encode(c.value.encode()).decode()
            start = len(text.encode()) + len(line_pre)
            res = (start, start + -(-len(c.secret_bytes) * 4 // 3)) if c.sub_start == 0 else None
            text += line_pre + enc + '\n'
        else:
            text += line_pre + base64.b64encode(v.encode()).decode() + '\n'
    return {'text': text, 'span': res, 'encoding': 'base64'}

def jsonlog(r, c):
    h, s = header(c)
    o = {"@timestamp": c.ts, "log.level": "debug", "service.name": c.svc,
         "message": f"outbound request POST https://api.{c.svc}.example.org/v1/sync headers={{{h}: {s}{MARK}}}",
         "http.response.status_code": 401, "trace.id": c.hex32, "dd.env": "prod", "ecs.version": "8.11.0"}
    pre = [{"@timestamp": c.ts, "log.level": "info", "service.name": c.svc, "message": m, "ecs.version": "8.11.0"}
           for m in ["worker started", "loaded 12 jobs from queue", f"sync cycle begin for {c.org}"]]
    post = [{"@timestamp": c.ts, "log.level": "warn", "service.name": c.svc, "message": m, "ecs.version": "8.11.0"}
            for m in ["upstream returned 401, will retry in 30s", "retry 1/5 scheduled"]]
    return '\n'.join(json.dumps(x) for x in pre + [o] + post) + '\n', 'json'

def otel(r, c):
    h, s = header(c)
    attrs = [{"key": "http.request.method", "value": {"stringValue": "POST"}},
             {"key": "url.full", "value": {"stringValue": f"https://api.{c.svc}.example.org/v2/events"}},
             {"key": f"http.request.header.{h.lower()}", "value": {"arrayValue": {"values": [{"stringValue": s + MARK}]}}},
             {"key": "http.response.status_code", "value": {"intValue": "200"}}]
    o = {"resourceSpans": [{"resource": {"attributes": [{"key": "service.name", "value": {"stringValue": c.svc}}]},
          "scopeSpans": [{"scope": {"name": "opentelemetry.instrumentation.requests"},
            "spans": [{"traceId": c.hex32, "spanId": c.hex32[:16], "name": "POST", "kind": 3,
                       "startTimeUnixNano": "1717000000000000000", "endTimeUnixNano": "1717000000250000000",
                       "attributes": attrs}]}]}]}
    txt = json.dumps(o, indent=1)
    return compact_json(o, attrs) + '\n', 'json'

def compact_json(o, attrs):
    # one attribute per line, rest compact
    inner = ',\n'.join('        ' + json.dumps(a) for a in attrs)
    txt = json.dumps(o)
    key = json.dumps(attrs)
    assert key in txt
    return txt.replace(key, '[\n' + inner + '\n      ]').replace('"scopeSpans": ', '\n  "scopeSpans": ').replace('"spans": ', '\n    "spans": ')

def kafka_connect(r, c):
    cfg = {"connector.class": "io.confluent.connect.http.HttpSinkConnector", "tasks.max": "2",
           "topics": f"{c.svc}.events", "http.api.url": f"https://api.{c.svc}.example.org/ingest"}
    for k, v in fields(c, dotted):
        cfg[k] = v
    cfg["reporter.bootstrap.servers"] = "kafka-0.kafka:9092"
    return jdump({"name": f"{c.svc}-http-sink", "config": cfg}) + '\n', 'json'

def graphql(r, c):
    var = camel(c.env)
    o = {"operationName": "ConnectIntegration",
         "query": f"mutation ConnectIntegration(${var}: String!, $workspaceId: ID!) {{ connectIntegration(workspaceId: $workspaceId, {var}: ${var}) {{ id status }} }}",
         "variables": {"workspaceId": c.hex32[:12], var: MARK}}
    return json.dumps(o, indent=1) + '\n', 'json'

def har(r, c):
    h, s = header(c)
    o = {"log": {"version": "1.2", "creator": {"name": "Firefox", "version": "126.0"},
         "entries": [{"startedDateTime": c.ts, "time": 182.4,
           "request": {"method": "GET", "url": f"https://api.{c.svc}.example.org/v1/me", "httpVersion": "HTTP/2",
             "headers": [{"name": "accept", "value": "application/json"}, {"name": h, "value": s + MARK}],
             "queryString": [], "cookies": [], "headersSize": -1, "bodySize": 0},
           "response": {"status": 200, "statusText": "OK", "httpVersion": "HTTP/2", "headers": [],
             "cookies": [], "content": {"size": 0, "mimeType": "application/json"}, "redirectURL": "",
             "headersSize": -1, "bodySize": -1}, "cache": {}, "timings": {"send": 0, "wait": 180, "receive": 2}}]}}
    e = o["log"]["entries"][0]
    req = e["request"]
    lines = ['{', '  "log": {', '    "version": "1.2",', '    "creator": ' + json.dumps(o["log"]["creator"]) + ',',
             '    "entries": [', '      {', '        "startedDateTime": ' + json.dumps(e["startedDateTime"]) + ',',
             '        "time": 182.4,', '        "request": {', '          "method": "GET",',
             '          "url": ' + json.dumps(req["url"]) + ',', '          "httpVersion": "HTTP/2",',
             '          "headers": [']
    lines += ['            ' + json.dumps(h) + (',' if k < len(req["headers"]) - 1 else '') for k, h in enumerate(req["headers"])]
    lines += ['          ],', '          "queryString": [], "cookies": [], "headersSize": -1, "bodySize": 0', '        },',
              '        "response": ' + json.dumps(e["response"]) + ',', '        "cache": {},',
              '        "timings": ' + json.dumps(e["timings"]), '      }', '    ]', '  }', '}']
    return '\n'.join(lines) + '\n', 'json'

def http_raw(r, c):
    h, s = header(c)
    lines = [f'POST /v1/jobs HTTP/1.1', f'Host: api.{c.svc}.example.org', 'User-Agent: python-requests/2.32.3',
             'Accept: application/json', f'{h}: {s}{MARK}', 'Content-Type: application/json',
             f'Cookie: _ga=GA1.2.{c.num}; locale=en', '', '{"job": "nightly-sync", "dry_run": false}']
    return '\r\n'.join(lines) + '\n', 'raw'

def markdown_chat(r, c):
    body = '\n'.join(f"export {k}='{v}'" for k, v in c.fields)
    lines = [f'## #{c.svc}-dev, exported thread', '', f'**{c.user}** 10:42', '',
             "deploy is failing with 401 again, here's what I have in my shell:", '', '```bash', body,
             f'./bin/deploy --service {c.svc}', '```', '', '**oncall-bot** 10:44', '',
             '> Looks like the variable is set. Did you restart the worker after exporting?', '',
             f'**{c.user}** 10:47', '', 'restarted, works now :tada:']
    return '\n'.join(lines) + '\n', 'raw'

def confluence(r, c):
    body = '\n'.join(f'{k}={v}' for k, v in c.fields)
    lines = ['<h1>Runbook: rotate integration credentials</h1>',
             f'<p>Current production settings for <strong>{c.svc}</strong>:</p>',
             '<ac:structured-macro ac:name="code" ac:schema-version="1">',
             '  <ac:parameter ac:name="language">bash</ac:parameter>',
             f'  <ac:plain-text-body><![CDATA[{body}]]></ac:plain-text-body>', '</ac:structured-macro>',
             '<p>Ping <ac:link><ri:user ri:username="oncall" /></ac:link> after rotating.</p>']
    return '\n'.join(lines) + '\n', 'raw'

def pdf_text(r, c):
    lines = [f'{c.org.upper()} INC. - VENDOR ONBOARDING SHEET', 'CONFIDENTIAL', '',
             f'Service: {c.svc}', 'Environment: Production', 'Owner: Platform Engineering', '',
             'Credentials issued']
    for k, v in c.fields:
        lines.append(f'{k.replace("_", " ").title()}: {v}')
    lines += ['', 'Store in the team vault; do not share over e-mail.', '', 'Page 2 of 4']
    return '\n'.join(lines) + '\n', 'raw'

def email(r, c):
    intro = (f"Hi {c.user.title()},\n\n" + textwrap.fill(
        f"As discussed on the call this morning, here are the production settings for {c.svc}. "
        "The previous values were rotated after the offboarding last week, so please update the CI "
        "variables and the staging overrides before Friday's release window.", 76))
    kv = '\n'.join(f'  {k}: {v}' for k, v in c.fields)
    outro = textwrap.fill("Let me know if anything fails; I'll be around until six. Please delete this "
                          "message once the values are stored in the vault.", 76)
    hdr = [f'From: {c.user}.admin@{c.org}.com', f'To: {c.user}@{c.org}.com', f'Subject: {c.svc} prod credentials',
           'Date: Tue, 14 May 2024 09:12:44 +0000', 'Content-Type: text/plain; charset=utf-8', '']
    return '\n'.join(hdr) + '\n' + intro + '\n\n' + kv + '\n\n' + outro + '\n\n-- \nPlatform team\n', 'raw'

def datauri(r, c):
    # a .env file inlined as a data: URI; the secret's offset in the payload is aligned to 3
    pre_lines = [f'# {c.svc} env', 'NODE_ENV=production']
    others = [(k, v) for k, v in c.fields if v != MARK]
    tname = [k for k, v in c.fields if v == MARK][0]
    pre = '\n'.join(pre_lines + [f'{k}={v}' for k, v in others]) + '\n'
    line = f'{tname}='
    pad = 0
    while (len((pre + '#' * pad + ('\n' if pad else '') + line).encode()) + c.sub_start) % 3:
        pad += 1
    if pad:
        pre += '#' * pad + '\n'
    payload = pre + line + c.value + '\nPORT=3000\n'
    off = len((pre + line).encode()) + c.sub_start
    blob = base64.b64encode(payload.encode()).decode()
    head = (f'{{\n  "name": "{c.svc}-env",\n  "kind": "inline-env-file",\n  "target": "/app/.env",\n'
            f'  "mode": "0600",\n  "source": "data:text/plain;base64,')
    text = head + blob + '",\n  "owner": "app"\n}\n'
    start = len(head.encode()) + off * 4 // 3
    return {'text': text, 'span': (start, start + -(-len(c.secret_bytes) * 4 // 3)), 'encoding': 'base64'}

def yaml_anchors(r, c):
    lines = ['x-env: &shared-env']
    for k, v in fields(c):
        lines.append(f'  {k}: "{v}"')
    lines += ['', 'services:', '  api:', f'    image: ghcr.io/{c.org}/{c.svc}:1.4.2', '    environment:',
              '      <<: *shared-env', '      ROLE: api', '  worker:', f'    image: ghcr.io/{c.org}/{c.svc}:1.4.2',
              '    environment:', '      <<: *shared-env', '      ROLE: worker']
    return '\n'.join(lines) + '\n', 'raw'

def toml_ml(r, c):
    body = '\n'.join(f"export {k}='{v}'" for k, v in c.fields)
    lines = ['[task.deploy]', 'description = "Deploy to production"', 'script = """', 'set -euo pipefail', body,
             f'./bin/release --service {c.svc}', '"""', '', '[task.test]', 'script = "pytest -q"']
    return '\n'.join(lines) + '\n', 'raw'

def xml_cdata(r, c):
    body = '\n'.join(f"export {k}='{v}'" for k, v in c.fields)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<project>', f'  <description>{c.svc} nightly</description>',
             '  <builders>', '    <hudson.tasks.Shell>', f'      <command><![CDATA[{body}',
             f'./sync.sh --target {c.svc}]]></command>', '    </hudson.tasks.Shell>', '  </builders>', '</project>']
    return '\n'.join(lines) + '\n', 'raw'

# name -> (func, ext, multiline ok, url-valued ok)
CARRIERS = {
 'dotenv-laravel': (dotenv, 'env', True, True),
 'terraform-tfstate': (tfstate, 'tfstate', True, True),
 'pulumi-config': (pulumi, 'yaml', False, True),
 'serverless-yml': (serverless, 'yml', False, True),
 'heroku-app-json': (heroku_appjson, 'json', True, True),
 'netlify-toml': (netlify_toml, 'toml', False, True),
 'vercel-json': (vercel_json, 'json', True, True),
 'wrangler-toml': (wrangler, 'toml', False, True),
 'android-local-properties': (local_properties, 'properties', False, True),
 'gradle-kts': (gradle, 'kts', False, True),
 'ios-xcconfig': (xcconfig, 'xcconfig', False, False),
 'dotnet-web-config': (webconfig, 'config', False, True),
 'dotnet-user-secrets': (usersecrets, 'json', True, True),
 'spring-application-yml': (spring, 'yml', False, True),
 'wp-config-php': (wpconfig, 'php', False, True),
 'django-settings': (django, 'py', False, True),
 'rails-yml': (rails, 'yml', False, True),
 'next-config-js': (nextconfig, 'js', False, True),
 'dockerfile': (dockerfile, 'Dockerfile', False, True),
 'makefile': (makefile, 'mk', False, True),
 'powershell': (powershell, 'ps1', False, True),
 'windows-batch': (batch, 'bat', False, True),
 'crontab': (crontab, 'crontab', False, True),
 'nginx-conf': (nginx, 'conf', False, True),
 'haproxy-cfg': (haproxy, 'cfg', False, True),
 'prometheus-yml': (prometheus, 'yml', False, True),
 'alertmanager-yml': (alertmanager, 'yml', False, True),
 'grafana-datasource': (grafana_ds, 'yaml', False, True),
 'airflow-conn-uri': (airflow, 'sh', False, False),
 'dbt-profiles': (dbt, 'yml', False, True),
 'jenkinsfile': (jenkinsfile, 'groovy', False, True),
 'jenkins-credentials-xml': (jenkins_creds, 'xml', True, True),
 'circleci-config': (circleci, 'yml', False, True),
 'bitbucket-pipelines': (bitbucket, 'yml', False, True),
 'azure-pipelines': (azure_pipelines, 'yml', False, True),
 'k8s-secret-argocd': (k8s_secret, 'yaml', True, True),
 'json-log-ecs': (jsonlog, 'jsonl', False, True),
 'otel-span-json': (otel, 'json', False, True),
 'kafka-connect-json': (kafka_connect, 'json', True, True),
 'graphql-request': (graphql, 'json', True, True),
 'har': (har, 'har', False, True),
 'http-raw': (http_raw, 'http', False, True),
 'markdown-chat': (markdown_chat, 'md', True, True),
 'confluence-storage-xml': (confluence, 'xml', True, True),
 'pdf-text': (pdf_text, 'txt', True, True),
 'email-76col': (email, 'eml', True, True),
 'data-uri-base64': (datauri, 'json', True, True),
 'yaml-anchors': (yaml_anchors, 'yaml', False, True),
 'toml-multiline': (toml_ml, 'toml', True, True),
 'xml-cdata': (xml_cdata, 'xml', True, True),
}
