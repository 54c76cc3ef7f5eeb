#!/usr/bin/env python3
"""Deterministic generator for the wirepass corpus4 held-out test set (stdlib only).
Running it deletes and rewrites cases/ and manifest.jsonl next to this file."""
import os, sys, json, random, re, shutil, html, base64
from urllib.parse import quote
from xml.sax.saxutils import escape as xesc
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import kinds as KM
import carriers as CM
from carriers import MARK, Ctx, camel, kebab, snake

SEED = 'wirepass-corpus4-v1'
SKIPPED = {'wirepass-session': 'no public documented format for the wp1 session token'}
NEUTRAL = ['TOKEN', 'API_TOKEN', 'AUTH_TOKEN', 'SECRET', 'CREDENTIAL', 'ACCESS_KEY', 'KEY']
SVCS = ['billing-sync', 'orders-api', 'ledger', 'notify-worker', 'search-indexer', 'reports', 'checkout',
        'media-pipeline', 'crm-bridge', 'status-page', 'ingest-gw', 'support-bot']
ORGS = ['acmecorp', 'northwind', 'globex', 'initech', 'umbrella', 'hooli', 'vandelay', 'soylent']
USERS = ['maria', 'kenji', 'oluwaseun', 'priya', 'tomasz', 'lea', 'diego', 'aisha']
FILLERS = [('APP_ENV', 'production'), ('LOG_LEVEL', 'info'), ('AWS_REGION', 'eu-west-1'), ('HTTP_TIMEOUT', '30'),
           ('FEATURE_BATCHING', 'true'), ('WORKER_CONCURRENCY', '4'), ('RETRY_MAX_ATTEMPTS', '5'),
           ('CACHE_TTL_SECONDS', '300')]

def encode(v, enc):
    if enc == 'raw' or enc == 'base64':
        return v
    if enc == 'json':
        return json.dumps(v)[1:-1]
    if enc == 'xml':
        return xesc(v, {'"': '&quot;'})
    if enc == 'url':
        return quote(v, safe='')
    raise ValueError(enc)

def load_rules():
    prov = {}
    for l in open(os.path.join(HERE, 'rules.txt')):
        p = l.rstrip('\n').split('\t')
        if len(p) >= 3:
            prov[p[0]] = p[1]
    ids = [l.strip() for l in open(os.path.join(HERE, 'not_in_corpus3.txt')) if l.strip()]
    return prov, ids

def gen_value(kind, r):
    v = KM.K[kind][1](r)
    if isinstance(v, tuple):
        return v  # (value, i, j, inner_enc, canonical)
    return (v, 0, len(v), 'raw', v)

def flags(kind): return KM.K[kind][3]
def is_url_kind(kind): return kind in ('telegram-bot-url', 'slack-workflow-webhook', 'azure-sas-token-sig-first')

NO_XC = {'flyio-token', 'adyen-api-key', 'grafana-cloud-token', 'grafana-api-key', 'upstash-token',
         'jfrog-reference-token', 'onepassword-service-account-token'}

NO_FIELDS = {'nginx-conf', 'haproxy-cfg', 'prometheus-yml', 'alertmanager-yml', 'grafana-datasource', 'airflow-conn-uri',
             'dbt-profiles', 'jenkins-credentials-xml', 'json-log-ecs', 'otel-span-json', 'graphql-request', 'har', 'http-raw'}

def eligible(kind, carrier):
    _, _, ml_ok, url_ok = CM.CARRIERS[carrier]
    if 'M' in flags(kind) and not ml_ok:
        return False
    if is_url_kind(kind) and not url_ok:
        return False
    if kind == 'azure-sas-token-sig-first' and carrier in ('k8s-secret-argocd', 'data-uri-base64', 'windows-batch', 'makefile', 'nginx-conf'):
        return False
    if kind == 'telegram-bot-url' and carrier == 'k8s-secret-argocd':
        return False
    if kind == 'braintree-access-token' and carrier in ('makefile', 'gradle-kts', 'nginx-conf', 'haproxy-cfg'):
        return False
    if kind == 'twilio-api-key-secret' and carrier in NO_FIELDS:
        return False  # the rule needs the SK key SID nearby; these carriers show only the one value
    if carrier == 'ios-xcconfig' and (kind in NO_XC or 'M' in flags(kind)):
        return False
    return True

# ------------------------------------------------------------------ negatives
def secret_region(kind, value, i, j):
    if kind == 'slack-workflow-webhook':
        return value.index('hooks.slack.com/') + len('hooks.slack.com/'), len(value)
    return i, j

def prefix_of(kind, s):
    if 'P' in flags(kind):
        if kind in ('telegram-bot-url', 'slack-workflow-webhook', 'azure-sas-token-sig-first'):
            return ''
        if kind == 'onepassword-secret-key':
            return 'A3-'
        over = {'grafana-cloud-token': 'glc_', 'vault-batch-token': 'hvb.', 'onepassword-service-account-token': 'ops_',
                'grafana-api-key': '', 'jfrog-reference-token': '', 'braintree-access-token': 'access_token$production$', 'maxmind-license-key': '', 'mailchimp-api-key': ''}
        if kind in over:
            return over[kind]
        cp = doc_prefix(kind)
        if len(cp) >= 3 and s.startswith(cp) and cp[-1] in '_-.':
            return cp
        m = [k for k, ch in enumerate(s[2:13], 2) if ch in '_-.']
        if m:
            return s[:m[0] + 1]
        return cp if len(cp) >= 3 else s[:4]
    for p in ('sk-', 's.', '00'):
        if kind in ('deepseek-api-key', 'vault-legacy-token', 'okta-api-token') and s.startswith(p):
            return p
    return ''

_DP = {}
def doc_prefix(kind):
    # the documented fixed prefix: common prefix of many generated samples
    if kind not in _DP:
        vals = [gen_value(kind, random.Random(f'{SEED}|prefix|{kind}|{n}'))[4] for n in range(24)]
        _DP[kind] = os.path.commonprefix(vals)
    return _DP[kind]

def keep_seps(rest, fill):
    out, n = [], 0
    for ch in rest:
        if ch.isalnum():
            out.append(fill[n % len(fill)]); n += 1
        else:
            out.append(ch)
    return ''.join(out)

def mk_tmpl(r, env, carrier):
    if carrier == 'windows-batch':
        return f'%{env}%'
    if carrier == 'powershell':
        return f'$($env:{env})'
    if carrier in ('makefile',):
        return f'$({env})'
    return r.choice([f'${{{env}}}', f'${{{{ secrets.{env} }}}}', f'{{{{ .Values.{camel(env)} }}}}',
                     f'{{{{resolve:ssm:/prod/{kebab(env)}}}}}', f'{{{{resolve:secretsmanager:prod/{kebab(env)}:SecretString:value}}}}',
                     f'$({env})', f"<%= ENV['{env}'] %>", f'{{{{ env_var("{env}") }}}}'])

SHAPE_NAMES = [(r'[0-9a-f]{40}', ['GIT_COMMIT_SHA', 'BUILD_SOURCE_VERSION'], 'a 40-hex git commit SHA, not a token'),
               (r'[0-9a-f]{64}', ['IMAGE_DIGEST_SHA256', 'ARTIFACT_CHECKSUM'], 'a sha256 digest, not a token'),
               (r'[0-9a-f]{32}', ['CONTENT_MD5', 'ASSET_ETAG'], 'an MD5 checksum / etag, not a token'),
               (r'[0-9a-f]{37}', ['UPLOAD_CHECKSUM_PREFIX'], 'a hex checksum string, not a token'),
               (r'[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}', ['REQUEST_ID', 'TRACE_CORRELATION_ID', 'TENANT_ID'], 'a UUID request/trace/tenant id, not a token'),
               (r'[A-Za-z0-9_-]+', ['BUILD_ID', 'DEPLOYMENT_ID', 'CACHE_BUSTER'], 'a random build/deployment identifier, not a token')]

IDENT_WORDS = ['parse', 'handle', 'request', 'response', 'client', 'retry', 'policy', 'metrics', 'latency', 'default', 'config', 'loader']

def make_negative(kind, ntype, r, env, carrier):
    """returns (env_name, hdr_or_None, value, note, debatable)"""
    value, i, j, inner, canon = gen_value(kind, r)
    a, b = secret_region(kind, value, i, j)
    sec = value[a:b]
    hdr = KM.K[kind][2]
    if 'M' in flags(kind):
        head, foot = sec.split('\n')[0], sec.split('\n')[-1]
        if ntype == 'redact':
            return env, hdr, head + '\n<redacted>\n' + foot, 'PEM block with the body redacted', False
        if ntype == 'fake':
            return env, hdr, head + '\n' + '\n'.join(['FAKEKEYFORTESTSONLY' * 3 + 'FAKEKEY'] * 3) + '\n' + foot, 'test fixture PEM, body spelled FAKEKEY (not base64 DER)', True
        if ntype == 'tmpl':
            return env, hdr, mk_tmpl(r, env, carrier), 'template reference to a key held elsewhere', False
        return env, hdr, head + '\n...paste your key here...\n' + foot, 'placeholder PEM from setup docs', False
    p = prefix_of(kind, sec)
    rest = sec[len(p):]
    def wrap(s): return value[:a] + s + value[b:]
    if ntype == 'public':
        pe, pv, note, deb = KM.public_decoy(kind, r)
        return pe, None, pv, note, deb
    if ntype == 'tmpl':
        return env, hdr, mk_tmpl(r, env, carrier), 'template/secret-manager reference, not a value', False
    if ntype == 'redact':
        st = r.randrange(4)
        if st == 0: s = p + keep_seps(rest, 'x')
        elif st == 1: s = p + '*' * 8
        elif st == 2: s = p + r.choice(['<redacted>', '[REDACTED]', '[FILTERED]'])
        else: s = p + rest[:4] + '*' * (len(rest) - 4)
        return env, hdr, wrap(s), 'redacted/masked value', False
    if ntype == 'placeholder':
        st = r.randrange(3)
        if st == 0: s = p + keep_seps(rest, 'X') if p else '<' + kebab(env) + '>'
        elif st == 1: s = p + r.choice(['YOUR_TOKEN_HERE', 'your-api-key', 'REPLACE_ME', 'changeme'])
        else: s = '<your ' + env.lower().replace('_', ' ') + '>'
        return env, hdr, wrap(s), 'documentation placeholder', False
    if ntype == 'fake':
        fill = 'fa4e' if re.fullmatch(r'[0-9a-f]+', re.sub(r'[^A-Za-z0-9]', '', rest) or 'x') else 'FAKE'
        return env, hdr, wrap(p + keep_seps(rest, fill)), 'fixture value clearly marked fake (FAKE/fa4e filler) with a real prefix', True
    if ntype == 'ident':
        w = r.sample(IDENT_WORDS, 3)
        return r.choice(['HANDLER', 'METRIC_NAME', 'ROUTE_NAME']), None, f'{w[0]}_{p}{w[1]}_{w[2]}', 'provider prefix inside an ordinary identifier', False
    if ntype == 'shape':
        for rx, names, note in SHAPE_NAMES:
            if re.fullmatch(rx, sec):
                return r.choice(names), None, sec, note, False
    raise ValueError((kind, ntype))

def neg_types(kind, idx):
    v = gen_value(kind, random.Random(SEED + '|probe|' + kind))[0]
    N = 'N' in flags(kind)
    shape_ok = N and any(re.fullmatch(rx, v) for rx, _, _ in SHAPE_NAMES[:5]) or (N and re.fullmatch(r'[A-Za-z0-9]+', v))
    rot = ['tmpl', 'redact', 'placeholder', 'shape' if shape_ok else 'fake'] if N else \
          ['tmpl', 'redact', 'placeholder', 'ident', 'fake']
    if 'M' in flags(kind):
        rot = ['redact', 'tmpl', 'placeholder', 'fake']
    first = KM.public_decoy(kind, random.Random(0)) and 'public'
    t1 = rot[idx % len(rot)]
    out = [first] if first else []
    out.append(t1)
    if not first and idx % 10 < 6:
        out.append(rot[(idx + 2) % len(rot)])
    return out

# ------------------------------------------------------------------ planning and rendering
def plan(ids):
    pr = random.Random(SEED + '|plan')
    usage = {c: 0 for c in CM.CARRIERS}
    out = []
    for idx, kind in enumerate(ids):
        if kind in SKIPPED:
            continue
        negs = neg_types(kind, idx)
        used = set()
        roles = [('pos', None)] * 4 + [('neg', t) for t in negs]
        for role in roles:
            cands = [c for c in CM.CARRIERS if c not in used and eligible(kind, c)
                     and not (role[1] in ('ident', 'shape') and c in ('jenkins-credentials-xml', 'k8s-secret-argocd'))]
            m = min(usage[c] for c in cands)
            c = pr.choice(sorted(x for x in cands if usage[x] == m))
            used.add(c); usage[c] += 1
            out.append((kind, c, role[0] == 'pos', role[1]))
    return out

def build_ctx(kind, carrier, r, env, hdr, value, sub_start, sec_bytes, companions):
    c = Ctx()
    c.svc = r.choice(SVCS); c.org = r.choice(ORGS); c.user = r.choice(USERS)
    c.hex32 = KM.H(r, 32); c.num = f'{r.randint(10**8, 10**9)}.{r.randint(10**9, 2*10**9)}'
    c.lineage = KM.U(r); c.ts = f'2024-0{r.randint(1, 9)}-1{r.randint(0, 9)}T0{r.randint(0, 9)}:{r.randint(10, 59)}:{r.randint(10, 59)}.{r.randint(100, 999)}Z'
    c.env = env; c.hdr = hdr; c.value = value; c.sub_start = sub_start; c.secret_bytes = sec_bytes
    c.ml = '\n' in value; c.neutral = env in NEUTRAL
    fl = r.sample(FILLERS, r.randint(1, 3))
    fields = fl[:1] + companions + [(env, MARK)] + fl[1:]
    c.fields = fields
    return c

# companion values that another wirepass rule legitimately flags: recorded as also_expected
ALSO_RULES = [(r'SK[0-9a-f]{32}', 'twilio-api-key')]

def build():
    prov, ids = load_rules()
    cases = []
    for n, (kind, carrier, positive, ntype) in enumerate(plan(ids), 1):
        r = random.Random(f'{SEED}|{kind}|{carrier}')
        env0, _, hdr0, fl = KM.K[kind]
        if positive:
            value, i, j, inner, canon = gen_value(kind, r)
            env, hdr = env0, hdr0
            if 'P' in fl and 'M' not in fl and r.random() < 0.3:
                env = r.choice(NEUTRAL)
            note, deb = None, False
        else:
            env, hdr, value, note, deb = make_negative(kind, ntype, r, env0, carrier)
            i, j, inner, canon = 0, len(value), 'raw', value
        comps = KM.companions(kind, r) if (positive or ntype != 'public') else []
        comps = [cp for cp in comps if cp[0] != env]
        sub_bytes = value[i:j].encode()
        c = build_ctx(kind, carrier, r, env, hdr, value, len(value[:i].encode()), sub_bytes, comps)
        fn, ext = CM.CARRIERS[carrier][0], CM.CARRIERS[carrier][1]
        out = fn(r, c)
        if isinstance(out, dict):
            text, (start, end), enc = out['text'], out['span'], out['encoding']
            assert inner == 'raw'
            label = 'base64'
        else:
            tmpl, enc = out
            assert tmpl.count(MARK) == 1, (carrier, kind)
            pos = len(tmpl[:tmpl.index(MARK)].encode())
            text = tmpl.replace(MARK, encode(value, enc))
            start = pos + len(encode(value[:i], enc).encode())
            end = start + len(encode(value[i:j], enc).encode())
            sub = value[i:j]
            if inner == 'raw':
                label = enc
            elif encode(sub, enc) == sub:
                label = inner
            else:
                label = enc + '+' + inner
        also = []
        for ck, cv in comps:
            for rx, rule in ALSO_RULES:
                if re.fullmatch(rx, cv):
                    if cv in text:
                        s0 = len(text[:text.index(cv)].encode()); also.append({'kind': rule, 'start': s0, 'end': s0 + len(cv), 'encoding': 'raw'})
                    elif base64.b64encode(cv.encode()).decode() in text:
                        b = base64.b64encode(cv.encode()).decode()
                        s0 = len(text[:text.index(b)].encode()); also.append({'kind': rule, 'start': s0, 'end': s0 + len(b.rstrip('=')), 'encoding': 'base64'})
        if carrier == 'airflow-conn-uri' and positive:
            also.append({'kind': 'url-password', 'start': start, 'end': end, 'encoding': label})
        fname = f'cases/{carrier}/{n:04d}_{kind}.{ext}'
        rec = {'file': fname, 'kind': kind, 'provider': prov[kind], 'carrier': carrier, 'positive': positive,
               'start': start, 'end': end, 'encoding': label}
        if also:
            rec['also_expected'] = also
        if not positive:
            rec['note'] = f'{ntype}: {note}'
            if deb:
                rec['debatable'] = True
        cases.append((rec, text, canon))
    return cases

def main():
    cases = build()
    cdir = os.path.join(HERE, 'cases')
    if os.path.exists(cdir):
        shutil.rmtree(cdir)
    with open(os.path.join(HERE, 'manifest.jsonl'), 'w') as mf:
        for rec, text, _ in cases:
            p = os.path.join(HERE, rec['file'])
            os.makedirs(os.path.dirname(p), exist_ok=True)
            with open(p, 'w', newline='') as f:
                f.write(text)
            mf.write(json.dumps(rec) + '\n')
    pos = sum(1 for c in cases if c[0]['positive'])
    print(f'{len(cases)} cases, {pos} positive, {len(cases) - pos} negative, '
          f'{len({c[0]["kind"] for c in cases})} kinds, {len({c[0]["carrier"] for c in cases})} carriers')

if __name__ == '__main__':
    main()
