#!/usr/bin/env python3
"""Generate the independent secrets-scanner corpus (stdlib only, deterministic).

Every value is fake: random characters drawn from a seeded generator in the shape the
provider documents (prefix, alphabet, length, checksum where one is public).  Nothing
here was copied from a scanner's rules; formats come from providers' docs and public
format write-ups (see README.md).

    python3 tests/data/corpus_independent/generate.py        # rewrites cases/ + manifest

Output, relative to this directory:
    cases/<carrier>/<NNNN>_<kind>.<ext>   one case per file
    manifest.jsonl                        one line per case (file, kind, provider, carrier,
                                          positive, start, end [, debatable, note])
start/end are byte offsets of the secret material *as it appears in the file* (encoded
form: percent-encoded, JSON-escaped, base64 blob bytes covering it, quoted-printable
with its soft line breaks...).
"""
import base64
import json
import os
import quopri
import random
import shutil
import struct
import urllib.parse
import uuid
import zlib

SEED = "wirepass-corpus-independent-v1"
HERE = os.path.dirname(os.path.abspath(__file__))
MARK = "@@S@@"

DIGITS = "0123456789"
LOWER = "abcdefghijklmnopqrstuvwxyz"
UPPER = LOWER.upper()
ALNUM = DIGITS + UPPER + LOWER            # base62, GitHub's order
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def rbytes(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b if isinstance(b, bytes) else b.encode()).decode()


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b if isinstance(b, bytes) else b.encode()).decode().rstrip("=")


def ruuid(r):
    return str(uuid.UUID(bytes=rbytes(r, 16), version=4))


def base62(n, width=6):
    s = ""
    while n:
        s = ALNUM[n % 62] + s
        n //= 62
    return s.rjust(width, "0")


def crc_token(r, prefix, n=30, bad=False):
    """GitHub's 2021 format (also npm's): prefix + 30 base62 + base62(CRC32(entropy)), 6 chars."""
    ent = rs(r, ALNUM, n)
    c = zlib.crc32(ent.encode())
    if bad:
        c = (c + 1 + r.randrange(1 << 20)) & 0xFFFFFFFF
    return prefix + ent + base62(c)


# ---------------------------------------------------------------- private key material
def wrap(s, n=64):
    return "\n".join(s[i:i + n] for i in range(0, len(s), n))


def pem(label, der):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, wrap(b64(der)), label)


def der_rsa_pkcs1(r):
    head = bytes.fromhex("308204a40201000282010100")
    return head + rbytes(r, 0x4a4 + 4 - len(head))


def der_rsa_pkcs8(r):
    head = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100")
    return head + rbytes(r, 0x4be + 4 - len(head))


def der_ec_sec1(r):
    return (bytes.fromhex("30770201010420") + rbytes(r, 32) + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
            + rbytes(r, 64))


def der_ec_pkcs8(r):
    return (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(r, 32)
            + bytes.fromhex("a14403420004") + rbytes(r, 64))


def der_dsa(r):
    head = bytes.fromhex("308201bb02010002818100")
    return head + rbytes(r, 0x1bb + 4 - len(head))


def der_pkcs8_encrypted(r):
    head = bytes.fromhex("30820524305606092a864886f70d01050d3049303106092a864886f70d01050c30240410")
    return head + rbytes(r, 0x524 + 4 - len(head))


def sshstr(b):
    b = b if isinstance(b, bytes) else b.encode()
    return struct.pack(">I", len(b)) + b


def mpint(r, n):
    b = rbytes(r, n)
    if b[0] & 0x80:
        b = b"\x00" + b
    return sshstr(b)


def openssh_key(r, kind):
    if kind == "ed25519":
        pub = rbytes(r, 32)
        pubblob = sshstr("ssh-ed25519") + sshstr(pub)
        priv = sshstr("ssh-ed25519") + sshstr(pub) + sshstr(rbytes(r, 32) + pub)
    elif kind == "ecdsa":
        q = b"\x04" + rbytes(r, 64)
        pubblob = sshstr("ecdsa-sha2-nistp256") + sshstr("nistp256") + sshstr(q)
        priv = sshstr("ecdsa-sha2-nistp256") + sshstr("nistp256") + sshstr(q) + mpint(r, 32)
    else:
        n = mpint(r, 256)
        e = sshstr(b"\x01\x00\x01")
        pubblob = sshstr("ssh-rsa") + e + n
        priv = sshstr("ssh-rsa") + n + e + mpint(r, 256) + mpint(r, 128) + mpint(r, 128) + mpint(r, 128)
    check = rbytes(r, 4)
    body = check + check + priv + sshstr("deploy@build-7")
    pad = 1
    while len(body) % 8:
        body += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + sshstr("none") + sshstr("none") + sshstr(b"") + struct.pack(">I", 1) \
        + sshstr(pubblob) + sshstr(body)
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % wrap(b64(blob), 70)


def crc24(data):
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def pgp_private(r):
    body = bytes.fromhex("c5d858") + bytes([4]) + rbytes(r, 4) + bytes([22]) + rbytes(r, 700)
    ck = b64(crc24(body).to_bytes(3, "big"))
    return ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PRIVATE KEY BLOCK-----"
            % (wrap(b64(body)), ck))


def putty_ppk(r):
    pub = rbytes(r, 32)
    pubblob = b64(sshstr("ssh-ed25519") + sshstr(pub))
    privblob = b64(sshstr(rbytes(r, 32)))
    return ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-20261130\n"
            "Public-Lines: %d\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s"
            % (len(wrap(pubblob)) // 65 + 1, wrap(pubblob), privblob, rs(r, HEX, 64)))


def gcp_sa_json(r):
    pid = "%s-%s-%d" % (r.choice(["acme", "billing", "ml"]), r.choice(["prod", "staging"]), r.randrange(100000, 999999))
    d = {
        "type": "service_account",
        "project_id": pid,
        "private_key_id": rs(r, HEX, 40),
        "private_key": pem("PRIVATE KEY", der_rsa_pkcs8(r)) + "\n",
        "client_email": "deployer@%s.iam.gserviceaccount.com" % pid,
        "client_id": rs(r, DIGITS, 21),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/deployer%%40%s.iam.gserviceaccount.com" % pid,
        "universe_domain": "googleapis.com",
    }
    return json.dumps(d, indent=2)


def jwt(r, header, payload, siglen=32):
    return "%s.%s.%s" % (b64url_nopad(json.dumps(header, separators=(",", ":"))),
                         b64url_nopad(json.dumps(payload, separators=(",", ":"))),
                         b64url_nopad(rbytes(r, siglen)) if siglen else "")


def pw(r, n=20):
    return rs(r, ALNUM, n - 2) + r.choice("-_.") + rs(r, ALNUM, 1)


# ---------------------------------------------------------------- kinds
class Kind:
    def __init__(self, kind, provider, gen, var, field=None, header=("Authorization", "Bearer {}"),
                 multi=False, comp=None, native=None, exclude=(), positive=True, debatable=False, note=None):
        self.kind, self.provider, self.gen, self.var = kind, provider, gen, var
        self.field = field or var.lower()
        self.header, self.multi, self.comp, self.native = header, multi, comp or (lambda r: []), native
        self.exclude, self.positive, self.debatable, self.note = set(exclude), positive, debatable, note


def parts(v):
    return v if isinstance(v, tuple) else ("", v, "")


def gh(prefix):
    return lambda r: crc_token(r, prefix)


def akia(r, prefix="AKIA"):
    return prefix + rs(r, UPPER + "234567", 16)


def aws_secret(r):
    return rs(r, B64, 40)


def db(scheme, user, host, tail=""):
    return lambda r: ("%s://%s:" % (scheme, user), pw(r), "@%s%s" % (host, tail))


def sentry_org(r):
    payload = {"iat": 1764000000 + r.randrange(10 ** 6), "url": "https://sentry.io",
               "region_url": "https://us.sentry.io", "org": r.choice(["acme", "globex", "initech"])}
    return "sntrys_" + b64(json.dumps(payload, separators=(",", ":"))) + "_" + rs(r, B64, 43)


def grafana_cloud(r):
    payload = {"o": str(r.randrange(10 ** 6)), "n": "stack-%d-deploy" % r.randrange(10 ** 6),
               "k": rs(r, ALNUM, 24), "m": {"r": "prod-us-east-0"}}
    return "glc_" + b64(json.dumps(payload, separators=(",", ":")))


def mapbox(prefix):
    def g(r):
        payload = {"u": r.choice(["acme-maps", "fleetview"]), "a": rs(r, LOWER + DIGITS, 25)}
        return prefix + "." + b64url_nopad(json.dumps(payload, separators=(",", ":"))) + "." + rs(r, B64URL, 22)
    return g


def supabase_jwt(role):
    def g(r):
        return jwt(r, {"alg": "HS256", "typ": "JWT"},
                   {"iss": "supabase", "ref": rs(r, LOWER, 20), "role": role,
                    "iat": 1735000000 + r.randrange(10 ** 6), "exp": 2050000000 + r.randrange(10 ** 6)})
    return g


def signed_jwt(r):
    return jwt(r, {"alg": "HS256", "typ": "JWT"},
               {"sub": "user_%s" % rs(r, DIGITS, 8), "scope": "repo:write admin", "iat": 1764500000 + r.randrange(10 ** 5),
                "exp": 1764600000 + r.randrange(10 ** 5), "jti": ruuid(r)})


def client_assertion(r):
    cid = rs(r, LOWER + DIGITS, 20)
    return jwt(r, {"alg": "ES256", "kid": rs(r, UPPER + DIGITS, 10), "typ": "JWT"},
               {"iss": cid, "sub": cid, "aud": "https://login.northwind-idp.net/oauth2/v1/token",
                "iat": 1764500000, "exp": 1764500300, "jti": ruuid(r)}, 64)


def pem_kind(label, der):
    return lambda r: pem(label, der(r))


def http_to_url(url, body):
    """The request a client sends to a secret URL: host in Host, the secret in the request path."""
    rest = url.split("://", 1)[1]
    host, path = rest.split("/", 1)
    return ("POST ", "/" + path, " HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s"
            % (host, len(body), body))


def netrc_native(host, login):
    return lambda r, p: ("machine %s\n  login %s\n  password " % (host, login), p[1], "\n")


POS = [
    # GitHub (2021 token format: prefix + 30 base62 + CRC32 in 6 base62 chars)
    Kind("github_pat_classic", "GitHub", gh("ghp_"), "GITHUB_TOKEN", header=("Authorization", "token {}")),
    Kind("github_oauth_token", "GitHub", gh("gho_"), "GH_TOKEN",
         native=lambda r, p: ("github.com:\n    user: octo-dev\n    oauth_token: ", p[1], "\n    git_protocol: https\n")),
    Kind("github_app_user_to_server", "GitHub", gh("ghu_"), "GITHUB_USER_TOKEN"),
    Kind("github_app_installation", "GitHub", gh("ghs_"), "GITHUB_INSTALLATION_TOKEN", header=("Authorization", "token {}")),
    Kind("github_app_refresh", "GitHub", gh("ghr_"), "GITHUB_REFRESH_TOKEN", field="refresh_token"),
    Kind("github_fine_grained_pat", "GitHub", lambda r: "github_pat_11" + rs(r, UPPER + DIGITS, 20) + "_" + rs(r, ALNUM, 59),
         "GITHUB_PAT"),
    # GitLab
    Kind("gitlab_pat", "GitLab", lambda r: "glpat-" + rs(r, B64URL, 20), "GITLAB_TOKEN", header=("PRIVATE-TOKEN", "{}")),
    Kind("gitlab_runner_token", "GitLab", lambda r: "glrt-" + rs(r, B64URL, 20), "CI_RUNNER_TOKEN", field="token"),
    Kind("gitlab_pipeline_trigger", "GitLab", lambda r: "glptt-" + rs(r, HEX, 40), "TRIGGER_TOKEN", field="token"),
    Kind("gitlab_deploy_token", "GitLab", lambda r: "gldt-" + rs(r, B64URL, 20), "CI_DEPLOY_PASSWORD",
         comp=lambda r: [("CI_DEPLOY_USER", "username", "gitlab+deploy-token-%d" % r.randrange(1000))]),
    # Slack
    Kind("slack_bot_token", "Slack", lambda r: "xoxb-%s-%s-%s" % (rs(r, DIGITS, 12), rs(r, DIGITS, 13), rs(r, ALNUM, 24)),
         "SLACK_BOT_TOKEN"),
    Kind("slack_user_token", "Slack", lambda r: "xoxp-%s-%s-%s-%s" % (rs(r, DIGITS, 12), rs(r, DIGITS, 12), rs(r, DIGITS, 13),
                                                                     rs(r, HEX, 32)), "SLACK_USER_TOKEN"),
    Kind("slack_app_token", "Slack", lambda r: "xapp-1-A%s-%s-%s" % (rs(r, UPPER + DIGITS, 10), rs(r, DIGITS, 13), rs(r, HEX, 64)),
         "SLACK_APP_TOKEN"),
    Kind("slack_webhook_url", "Slack", lambda r: "https://hooks.slack.com/services/T%s/B%s/%s" % (
        rs(r, UPPER + DIGITS, 10), rs(r, UPPER + DIGITS, 10), rs(r, ALNUM, 24)), "SLACK_WEBHOOK_URL", exclude={"http_header"}, native=lambda r, p: http_to_url(p[1], '{"text":"deploy finished"}')),
    # AWS
    Kind("aws_access_key_id", "AWS", akia, "AWS_ACCESS_KEY_ID",
         header=("Authorization", "AWS4-HMAC-SHA256 Credential={}/20261130/us-east-1/s3/aws4_request, "
                                  "SignedHeaders=host;x-amz-date, Signature=" + "5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7"),
         native=lambda r, p: ("[default]\naws_access_key_id = ", p[1], "\nregion = eu-west-1\n")),
    Kind("aws_secret_access_key", "AWS", aws_secret, "AWS_SECRET_ACCESS_KEY", exclude={"http_header"},
         comp=lambda r: [("AWS_ACCESS_KEY_ID", "aws_access_key_id", akia(r))],
         native=lambda r, p: ("[default]\naws_access_key_id = %s\naws_secret_access_key = " % akia(r), p[1], "\n")),
    Kind("aws_session_token", "AWS", lambda r: "IQoJb3JpZ2luX2VjE" + rs(r, B64, 620) + "==", "AWS_SESSION_TOKEN",
         header=("X-Amz-Security-Token", "{}"), comp=lambda r: [("AWS_ACCESS_KEY_ID", "aws_access_key_id", akia(r, "ASIA"))]),
    # Google
    Kind("gcp_service_account_json", "Google Cloud", gcp_sa_json, "GOOGLE_CREDENTIALS", field="credentials", multi=True,
         native=lambda r, p: ("", p[1], "\n")),
    Kind("google_api_key", "Google", lambda r: "AIza" + rs(r, B64URL, 35), "GOOGLE_API_KEY", header=("X-Goog-Api-Key", "{}")),
    Kind("google_oauth_client_secret", "Google", lambda r: "GOCSPX-" + rs(r, B64URL, 28), "GOOGLE_CLIENT_SECRET",
         field="client_secret", exclude={"http_header"},
         comp=lambda r: [("GOOGLE_CLIENT_ID", "client_id", "%s-%s.apps.googleusercontent.com" % (rs(r, DIGITS, 12), rs(r, LOWER + DIGITS, 32)))]),
    Kind("google_oauth_access_token", "Google", lambda r: "ya29.a0" + rs(r, B64URL, 180), "GOOGLE_ACCESS_TOKEN", field="access_token"),
    # Azure
    Kind("azure_storage_connection_string", "Azure",
         lambda r: ("DefaultEndpointsProtocol=https;AccountName=acme%sstore;AccountKey=" % rs(r, LOWER + DIGITS, 6),
                    b64(rbytes(r, 64)), ";EndpointSuffix=core.windows.net"),
         "AZURE_STORAGE_CONNECTION_STRING", field="connection_string", exclude={"http_header"}),
    Kind("azure_ad_client_secret", "Azure", lambda r: rs(r, ALNUM, 3) + r.choice("5678") + "Q~" + rs(r, ALNUM + "_~.-", 34),
         "AZURE_CLIENT_SECRET", field="client_secret", exclude={"http_header"},
         comp=lambda r: [("AZURE_CLIENT_ID", "client_id", ruuid(r)), ("AZURE_TENANT_ID", "tenant_id", ruuid(r))]),
    Kind("azure_sas_token", "Azure",
         lambda r: ("https://acme%s.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=co&sp=rl"
                    "&se=2026-12-31T00:00:00Z&st=2026-11-01T00:00:00Z&spr=https&sig=" % rs(r, LOWER, 5),
                    urllib.parse.quote(b64(rbytes(r, 32)), safe=""), ""),
         "AZURE_BLOB_SAS_URL", field="sas_url", exclude={"http_header"}),
    # Stripe
    Kind("stripe_secret_live", "Stripe", lambda r: "sk_live_51" + rs(r, ALNUM, 97), "STRIPE_SECRET_KEY"),
    Kind("stripe_restricted_live", "Stripe", lambda r: "rk_live_51" + rs(r, ALNUM, 97), "STRIPE_RESTRICTED_KEY"),
    Kind("stripe_webhook_secret", "Stripe", lambda r: "whsec_" + rs(r, ALNUM, 32), "STRIPE_WEBHOOK_SECRET", exclude={"http_header"}),
    # Twilio
    Kind("twilio_auth_token", "Twilio", lambda r: rs(r, HEX, 32), "TWILIO_AUTH_TOKEN", exclude={"http_header"},
         comp=lambda r: [("TWILIO_ACCOUNT_SID", "account_sid", "AC" + rs(r, HEX, 32))]),
    Kind("twilio_api_key_secret", "Twilio", lambda r: rs(r, ALNUM, 32), "TWILIO_API_SECRET", exclude={"http_header"},
         comp=lambda r: [("TWILIO_API_KEY", "api_key_sid", "SK" + rs(r, HEX, 32))]),
    # Mail
    Kind("sendgrid_api_key", "SendGrid", lambda r: "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43), "SENDGRID_API_KEY"),
    Kind("mailgun_api_key", "Mailgun", lambda r: "key-" + rs(r, HEX, 32), "MAILGUN_API_KEY", exclude={"http_header"}),
    Kind("mailchimp_api_key", "Mailchimp", lambda r: rs(r, HEX, 32) + "-us%d" % r.randrange(2, 21), "MAILCHIMP_API_KEY"),
    # AI providers
    Kind("openai_project_key", "OpenAI", lambda r: "sk-proj-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74), "OPENAI_API_KEY"),
    Kind("openai_legacy_key", "OpenAI", lambda r: "sk-" + rs(r, ALNUM, 20) + "T3BlbkFJ" + rs(r, ALNUM, 20), "OPENAI_API_KEY"),
    Kind("openai_service_account_key", "OpenAI", lambda r: "sk-svcacct-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74),
         "OPENAI_API_KEY"),
    Kind("openai_admin_key", "OpenAI", lambda r: "sk-admin-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74), "OPENAI_ADMIN_KEY"),
    Kind("anthropic_api_key", "Anthropic", lambda r: "sk-ant-api03-" + rs(r, B64URL, 93) + "AA", "ANTHROPIC_API_KEY",
         header=("x-api-key", "{}")),
    Kind("anthropic_admin_key", "Anthropic", lambda r: "sk-ant-admin01-" + rs(r, B64URL, 93) + "AA", "ANTHROPIC_ADMIN_KEY",
         header=("x-api-key", "{}")),
    Kind("huggingface_token", "Hugging Face", lambda r: "hf_" + rs(r, UPPER + LOWER, 34), "HF_TOKEN",
         native=lambda r, p: ("", p[1], "")),
    Kind("perplexity_api_key", "Perplexity", lambda r: "pplx-" + rs(r, ALNUM, 48), "PERPLEXITY_API_KEY"),
    Kind("groq_api_key", "Groq", lambda r: "gsk_" + rs(r, ALNUM, 52), "GROQ_API_KEY"),
    Kind("xai_api_key", "xAI", lambda r: "xai-" + rs(r, ALNUM, 80), "XAI_API_KEY"),
    Kind("replicate_api_token", "Replicate", lambda r: "r8_" + rs(r, ALNUM, 37), "REPLICATE_API_TOKEN"),
    # package registries and containers
    Kind("npm_token", "npm", lambda r: crc_token(r, "npm_"), "NPM_TOKEN",
         native=lambda r, p: ("registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=", p[1], "\n")),
    Kind("npm_legacy_uuid_token", "npm", ruuid, "NPM_TOKEN", exclude={"http_header", "query_string"},
         native=lambda r, p: ("//registry.npmjs.org/:_authToken=", p[1], "\nalways-auth=true\n")),
    Kind("pypi_token", "PyPI", lambda r: "pypi-AgEIcHlwaS5vcmcCJ" + rs(r, B64URL, 150), "TWINE_PASSWORD", field="password",
         exclude={"http_header"},
         native=lambda r, p: ("[distutils]\nindex-servers = pypi\n\n[pypi]\n  username = __token__\n  password = ", p[1], "\n")),
    Kind("docker_hub_pat", "Docker", lambda r: "dckr_pat_" + rs(r, B64URL, 27), "DOCKERHUB_TOKEN", exclude={"http_header"},
         comp=lambda r: [("DOCKERHUB_USERNAME", "username", "acmebuild")]),
    Kind("docker_config_auth", "Docker",
         lambda r: ('{"auths":{"registry.northwind-ops.net":{"auth":"', b64("ci-bot:" + pw(r, 24)), '"}}}'),
         "DOCKER_AUTH_CONFIG", field="docker_config", exclude={"http_header", "query_string"},
         native=lambda r, p: ('{\n  "auths": {\n    "https://index.docker.io/v1/": {\n      "auth": "', p[1],
                              '"\n    }\n  },\n  "credsStore": ""\n}\n')),
    # observability
    Kind("datadog_api_key", "Datadog", lambda r: rs(r, HEX, 32), "DD_API_KEY", header=("DD-API-KEY", "{}")),
    Kind("datadog_app_key", "Datadog", lambda r: rs(r, HEX, 40), "DD_APP_KEY", header=("DD-APPLICATION-KEY", "{}"),
         comp=lambda r: [("DD_SITE", "site", "datadoghq.eu")]),
    Kind("newrelic_user_key", "New Relic", lambda r: "NRAK-" + rs(r, UPPER + DIGITS, 27), "NEW_RELIC_API_KEY", header=("Api-Key", "{}")),
    Kind("newrelic_license_key", "New Relic", lambda r: rs(r, HEX, 36) + "NRAL", "NEW_RELIC_LICENSE_KEY", header=("X-License-Key", "{}")),
    Kind("sentry_org_token", "Sentry", sentry_org, "SENTRY_AUTH_TOKEN",
         native=lambda r, p: ("[defaults]\norg = acme\n\n[auth]\ntoken = ", p[1], "\n")),
    Kind("sentry_user_token", "Sentry", lambda r: "sntryu_" + rs(r, HEX, 64), "SENTRY_AUTH_TOKEN"),
    Kind("grafana_service_account", "Grafana", lambda r: "glsa_" + rs(r, ALNUM, 32) + "_" + rs(r, HEX, 8), "GRAFANA_TOKEN"),
    Kind("grafana_cloud_token", "Grafana", grafana_cloud, "GRAFANA_CLOUD_TOKEN"),
    # SaaS
    Kind("shopify_access_token", "Shopify", lambda r: "shpat_" + rs(r, HEX, 32), "SHOPIFY_ACCESS_TOKEN",
         header=("X-Shopify-Access-Token", "{}")),
    Kind("shopify_shared_secret", "Shopify", lambda r: "shpss_" + rs(r, HEX, 32), "SHOPIFY_API_SECRET", exclude={"http_header"}),
    Kind("atlassian_api_token", "Atlassian", lambda r: "ATATT3xFfGF0" + rs(r, B64URL, 171) + "=" + rs(r, "0123456789ABCDEF", 8),
         "JIRA_API_TOKEN", comp=lambda r: [("JIRA_EMAIL", "email", "dev@northwind-ops.net")]),
    Kind("linear_api_key", "Linear", lambda r: "lin_api_" + rs(r, ALNUM, 40), "LINEAR_API_KEY", header=("Authorization", "{}")),
    Kind("notion_token", "Notion", lambda r: "ntn_" + rs(r, DIGITS, 11) + rs(r, ALNUM, 35), "NOTION_TOKEN"),
    Kind("notion_legacy_secret", "Notion", lambda r: "secret_" + rs(r, ALNUM, 43), "NOTION_API_KEY"),
    Kind("discord_bot_token", "Discord",
         lambda r: b64url_nopad(rs(r, "123456789", 1) + rs(r, DIGITS, 17)) + "." + rs(r, B64URL, 6) + "." + rs(r, B64URL, 38),
         "DISCORD_BOT_TOKEN", header=("Authorization", "Bot {}")),
    Kind("discord_webhook_url", "Discord",
         lambda r: "https://discord.com/api/webhooks/%s/%s" % (rs(r, DIGITS, 19), rs(r, B64URL, 68)),
         "DISCORD_WEBHOOK_URL", exclude={"http_header"}, native=lambda r, p: http_to_url(p[1], '{"content":"build green"}')),
    Kind("telegram_bot_token", "Telegram", lambda r: rs(r, "123456789", 1) + rs(r, DIGITS, 9) + ":AA" + rs(r, B64URL, 33),
         "TELEGRAM_BOT_TOKEN", exclude={"http_header"},
         native=lambda r, p: ("GET /bot", p[1], "/getUpdates?offset=%d&timeout=30 HTTP/1.1\r\nHost: api.telegram.org\r\n"
                                                  "Accept: application/json\r\n\r\n" % r.randrange(10 ** 8))),
    Kind("postman_api_key", "Postman", lambda r: "PMAK-" + rs(r, HEX, 24) + "-" + rs(r, HEX, 34), "POSTMAN_API_KEY",
         header=("X-Api-Key", "{}")),
    Kind("figma_token", "Figma", lambda r: "figd_" + rs(r, B64URL, 40), "FIGMA_TOKEN", header=("X-Figma-Token", "{}")),
    Kind("okta_api_token", "Okta", lambda r: "00" + rs(r, B64URL, 40), "OKTA_API_TOKEN", header=("Authorization", "SSWS {}")),
    Kind("algolia_admin_key", "Algolia", lambda r: rs(r, HEX, 32), "ALGOLIA_ADMIN_API_KEY", header=("X-Algolia-API-Key", "{}"),
         comp=lambda r: [("ALGOLIA_APP_ID", "app_id", rs(r, UPPER + DIGITS, 10))]),
    Kind("square_access_token", "Square", lambda r: "EAAA" + rs(r, B64URL, 60), "SQUARE_ACCESS_TOKEN"),
    Kind("square_oauth_secret", "Square", lambda r: "sq0csp-" + rs(r, B64URL, 43), "SQUARE_APPLICATION_SECRET", exclude={"http_header"}),
    Kind("mapbox_secret_token", "Mapbox", mapbox("sk"), "MAPBOX_SECRET_TOKEN", exclude={"http_header"}),
    Kind("supabase_access_token", "Supabase", lambda r: "sbp_" + rs(r, HEX, 40), "SUPABASE_ACCESS_TOKEN"),
    Kind("supabase_service_role_key", "Supabase", supabase_jwt("service_role"), "SUPABASE_SERVICE_ROLE_KEY", header=("apikey", "{}")),
    # cloud / infra
    Kind("digitalocean_pat", "DigitalOcean", lambda r: "dop_v1_" + rs(r, HEX, 64), "DIGITALOCEAN_TOKEN"),
    Kind("digitalocean_oauth", "DigitalOcean", lambda r: "doo_v1_" + rs(r, HEX, 64), "DO_OAUTH_TOKEN"),
    Kind("heroku_api_key", "Heroku", lambda r: "HRKU-AA" + rs(r, B64URL, 58), "HEROKU_API_KEY"),
    Kind("heroku_legacy_uuid_key", "Heroku", ruuid, "HEROKU_API_KEY", exclude={"query_string"},
         native=netrc_native("api.heroku.com", "dev@northwind-ops.net")),
    Kind("cloudflare_api_token", "Cloudflare", lambda r: rs(r, B64URL, 40), "CLOUDFLARE_API_TOKEN"),
    Kind("cloudflare_global_api_key", "Cloudflare", lambda r: rs(r, HEX, 37), "CLOUDFLARE_API_KEY", header=("X-Auth-Key", "{}"),
         comp=lambda r: [("CLOUDFLARE_EMAIL", "email", "ops@northwind-ops.net")]),
    Kind("cloudflare_origin_ca_key", "Cloudflare", lambda r: "v1.0-" + rs(r, HEX, 24) + "-" + rs(r, HEX, 146),
         "CF_ORIGIN_CA_KEY", header=("X-Auth-User-Service-Key", "{}")),
    Kind("vault_service_token", "HashiCorp Vault", lambda r: "hvs.CAESI" + rs(r, B64URL, 86), "VAULT_TOKEN",
         header=("X-Vault-Token", "{}"), native=lambda r, p: ("", p[1], "")),
    Kind("vault_batch_token", "HashiCorp Vault", lambda r: "hvb.AAAAAQ" + rs(r, B64URL, 150), "VAULT_TOKEN", header=("X-Vault-Token", "{}")),
    Kind("vault_legacy_token", "HashiCorp Vault", lambda r: "s." + rs(r, ALNUM, 24), "VAULT_TOKEN", header=("X-Vault-Token", "{}")),
    Kind("terraform_cloud_token", "HashiCorp Terraform",
         lambda r: rs(r, LOWER + DIGITS, 14) + ".atlasv1." + rs(r, LOWER + DIGITS, 67), "TF_TOKEN_app_terraform_io",
         native=lambda r, p: ('{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "', p[1], '"\n    }\n  }\n}\n')),
    Kind("pulumi_access_token", "Pulumi", lambda r: "pul-" + rs(r, HEX, 40), "PULUMI_ACCESS_TOKEN", header=("Authorization", "token {}")),
    Kind("databricks_token", "Databricks", lambda r: "dapi" + rs(r, HEX, 32), "DATABRICKS_TOKEN",
         native=lambda r, p: ("[DEFAULT]\nhost  = https://adb-%s.7.azuredatabricks.net\ntoken = " % rs(r, DIGITS, 16), p[1], "\n")),
    Kind("doppler_token", "Doppler", lambda r: "dp.pt." + rs(r, ALNUM, 43), "DOPPLER_TOKEN"),
    Kind("age_secret_key", "age", lambda r: "AGE-SECRET-KEY-1" + rs(r, BECH32, 58), "SOPS_AGE_KEY", exclude={"http_header"},
         native=lambda r, p: ("# created: 2026-11-30T09:12:44Z\n# public key: age1%s\n" % rs(r, BECH32.lower(), 58), p[1], "\n")),
    # more AI / dev-platform tokens agents carry
    Kind("openrouter_api_key", "OpenRouter", lambda r: "sk-or-v1-" + rs(r, HEX, 64), "OPENROUTER_API_KEY"),
    Kind("langsmith_api_key", "LangSmith", lambda r: "lsv2_pt_" + rs(r, HEX, 32) + "_" + rs(r, HEX, 10), "LANGSMITH_API_KEY",
         header=("x-api-key", "{}")),
    Kind("deepseek_api_key", "DeepSeek", lambda r: "sk-" + rs(r, HEX, 32), "DEEPSEEK_API_KEY"),
    Kind("mistral_api_key", "Mistral", lambda r: rs(r, ALNUM, 32), "MISTRAL_API_KEY"),
    Kind("cohere_api_key", "Cohere", lambda r: rs(r, ALNUM, 40), "CO_API_KEY"),
    Kind("airtable_pat", "Airtable", lambda r: "pat" + rs(r, ALNUM, 14) + "." + rs(r, HEX, 64), "AIRTABLE_TOKEN"),
    Kind("circleci_pat", "CircleCI", lambda r: "CCIPAT_" + rs(r, ALNUM, 22) + "_" + rs(r, HEX, 40), "CIRCLECI_TOKEN",
         header=("Circle-Token", "{}")),
    Kind("buildkite_token", "Buildkite", lambda r: "bkua_" + rs(r, HEX, 40), "BUILDKITE_API_TOKEN"),
    Kind("netlify_pat", "Netlify", lambda r: "nfp_" + rs(r, ALNUM, 36), "NETLIFY_AUTH_TOKEN"),
    Kind("flyio_token", "Fly.io", lambda r: "fo1_" + rs(r, B64URL, 43), "FLY_API_TOKEN"),
    Kind("vercel_token", "Vercel", lambda r: rs(r, ALNUM, 24), "VERCEL_TOKEN"),
    Kind("bitbucket_app_password", "Bitbucket", lambda r: "ATBB" + rs(r, ALNUM, 32) + rs(r, "0123456789ABCDEF", 8),
         "BITBUCKET_APP_PASSWORD", field="password", exclude={"http_header"},
         comp=lambda r: [("BITBUCKET_USERNAME", "username", "ci-northwind")]),
    Kind("azure_devops_pat", "Azure DevOps", lambda r: rs(r, LOWER + "234567", 52), "AZURE_DEVOPS_EXT_PAT",
         exclude={"http_header"}),
    # private keys
    Kind("private_key_rsa_pkcs1", "PEM", pem_kind("RSA PRIVATE KEY", der_rsa_pkcs1), "TLS_KEY", multi=True,
         native=lambda r, p: ("", p[1], "\n")),
    Kind("private_key_ec_sec1", "PEM", pem_kind("EC PRIVATE KEY", der_ec_sec1), "JWT_SIGNING_KEY", multi=True,
         native=lambda r, p: ("", p[1], "\n")),
    Kind("private_key_pkcs8_rsa", "PEM", pem_kind("PRIVATE KEY", der_rsa_pkcs8), "PRIVATE_KEY", multi=True,
         native=lambda r, p: ("", p[1], "\n")),
    Kind("private_key_pkcs8_ec", "PEM", pem_kind("PRIVATE KEY", der_ec_pkcs8), "APPLE_PRIVATE_KEY", multi=True,
         native=lambda r, p: ("", p[1], "\n")),
    Kind("private_key_pkcs8_encrypted", "PEM", pem_kind("ENCRYPTED PRIVATE KEY", der_pkcs8_encrypted), "SIGNING_KEY", multi=True,
         native=lambda r, p: ("", p[1], "\n")),
    Kind("private_key_dsa", "PEM", pem_kind("DSA PRIVATE KEY", der_dsa), "LEGACY_DSA_KEY", multi=True,
         native=lambda r, p: ("", p[1], "\n")),
    Kind("openssh_ed25519", "PEM", lambda r: openssh_key(r, "ed25519"), "SSH_PRIVATE_KEY", multi=True,
         native=lambda r, p: ("", p[1], "\n")),
    Kind("openssh_ecdsa", "PEM", lambda r: openssh_key(r, "ecdsa"), "SSH_PRIVATE_KEY", multi=True,
         native=lambda r, p: ("", p[1], "\n")),
    Kind("openssh_rsa", "PEM", lambda r: openssh_key(r, "rsa"), "DEPLOY_KEY", multi=True,
         native=lambda r, p: ("", p[1], "\n")),
    Kind("pgp_private_key", "PEM", pgp_private, "GPG_PRIVATE_KEY", multi=True, native=lambda r, p: ("", p[1], "\n")),
    Kind("putty_private_key", "PuTTY", putty_ppk, "PPK_KEY", multi=True, native=lambda r, p: ("", p[1], "\n")),
    # JWTs
    Kind("jwt_signed_access_token", "JWT", signed_jwt, "ACCESS_TOKEN", field="access_token"),
    Kind("jwt_client_assertion", "JWT", client_assertion, "CLIENT_ASSERTION", field="client_assertion", exclude={"http_header"}),
    # URLs with passwords
    Kind("postgres_url", "URL", db("postgres", "app_user", "db.internal.northwind-ops.net:5432/billing", "?sslmode=require"),
         "DATABASE_URL", exclude={"http_header"},
         native=lambda r, p: ("db.internal.northwind-ops.net:5432:billing:app_user:", p[1], "\n")),
    Kind("mysql_url", "URL", db("mysql", "root", "mysql.prod.northwind-ops.net:3306/shop"), "MYSQL_URL", exclude={"http_header"},
         native=lambda r, p: ("[client]\nuser=root\nhost=mysql.prod.northwind-ops.net\npassword=", p[1], "\n")),
    Kind("mongodb_srv_url", "URL", db("mongodb+srv", "appuser", "cluster0.ab1cd.mongodb.net/app", "?retryWrites=true&w=majority"),
         "MONGODB_URI", exclude={"http_header"}),
    Kind("redis_url", "URL", db("rediss", "default", "cache.northwind-ops.net:6380/0"), "REDIS_URL", exclude={"http_header"}),
    Kind("amqp_url", "URL", db("amqp", "orders", "rabbitmq.internal:5672/orders"), "AMQP_URL", exclude={"http_header"}),
    Kind("ftp_url", "URL", db("ftp", "upload", "ftp.partner.northwind-ops.net/incoming/"), "FTP_URL", exclude={"http_header"}),
    Kind("smtp_url", "URL", db("smtp", "postmaster%40northwind-ops.net", "smtp.mailhost.northwind-ops.net:587"), "SMTP_URL",
         exclude={"http_header"}),
    Kind("ldap_url", "URL", db("ldaps", "svc-bind", "ldap.corp.northwind-ops.net:636/dc=corp,dc=northwind,dc=net"), "LDAP_URL",
         exclude={"http_header"}),
    Kind("https_url_userinfo", "URL", db("https", "deploy", "artifacts.northwind-ops.net/repository/maven-releases/"),
         "MAVEN_REPO_URL", exclude={"http_header"}),
    Kind("mssql_connection_string", "generic",
         lambda r: ("Server=tcp:sql-prod.northwind-ops.net,1433;Initial Catalog=orders;User ID=sa_app;Password=", pw(r),
                    ";Encrypt=True;"), "SQLSERVER_CONNECTION", field="connection_string", exclude={"http_header"}),
    # credential files and generic assignments
    Kind("netrc_password", "generic", lambda r: ("machine git.northwind-ops.net login deploy password ", pw(r), ""),
         "NETRC", exclude={"http_header", "query_string"}, native=netrc_native("git.northwind-ops.net", "deploy")),
    Kind("git_credentials_url", "URL", db("https", "deploy-bot", "git.northwind-ops.net"), "GIT_CREDENTIALS",
         exclude={"http_header"}, native=lambda r, p: ("https://deploy-bot:", p[1], "@git.northwind-ops.net\n")),
    Kind("basic_auth_header", "HTTP", lambda r: ("Basic ", b64("svc-reports:" + pw(r)), ""), "AUTH_HEADER",
         field="authorization", header=("Authorization", "{}")),
    Kind("generic_password_assignment", "generic", lambda r: pw(r, 18), "DB_PASSWORD", field="password",
         exclude={"http_header"}),
    Kind("generic_api_key_assignment", "generic", lambda r: rs(r, ALNUM, 32), "API_KEY", field="api_key",
         header=("X-API-Key", "{}")),
    Kind("django_secret_key", "generic", lambda r: "django-insecure-" + rs(r, LOWER + DIGITS + "!@#%^&*(-_=+)", 50),
         "DJANGO_SECRET_KEY", field="secret_key", exclude={"http_header", "query_string"}),
]

# ---------------------------------------------------------------- hard negatives
NEG = [
    Kind("aws_docs_example_key_id", "AWS", lambda r: "AKIAIOSFODNN7EXAMPLE", "AWS_ACCESS_KEY_ID", positive=False,
         note="AWS documentation example"),
    Kind("aws_docs_example_secret", "AWS", lambda r: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AWS_SECRET_ACCESS_KEY",
         positive=False, exclude={"http_header"}, note="AWS documentation example"),
    Kind("stripe_docs_test_key", "Stripe", lambda r: "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "STRIPE_SECRET_KEY", positive=False,
         note="Stripe documentation example, test mode"),
    Kind("slack_docs_example_token", "Slack", lambda r: "xoxb-not-a-real-token-this-will-not-work", "SLACK_BOT_TOKEN",
         positive=False, note="Slack documentation placeholder"),
    Kind("jwt_io_example", "JWT", lambda r: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
         "ACCESS_TOKEN", field="access_token", positive=False, debatable=True,
         note="jwt.io / RFC-style documentation example; still a syntactically signed JWT"),
    Kind("placeholder_angle", "placeholder", lambda r: "<your-api-key>", "OPENAI_API_KEY", positive=False),
    Kind("placeholder_env_ref", "placeholder", lambda r: "${GITHUB_TOKEN}", "GITHUB_TOKEN", positive=False),
    Kind("placeholder_x", "placeholder", lambda r: "x" * 32, "API_KEY", field="api_key", positive=False),
    Kind("placeholder_changeme", "placeholder", lambda r: "changeme", "DB_PASSWORD", field="password", positive=False),
    Kind("placeholder_template", "placeholder", lambda r: "{{ .Values.slack.botToken }}", "SLACK_BOT_TOKEN", positive=False),
    Kind("placeholder_your_key_here", "placeholder", lambda r: "your_anthropic_api_key_here", "ANTHROPIC_API_KEY", positive=False,
         header=("x-api-key", "{}")),
    Kind("placeholder_ghp_x", "placeholder", lambda r: "ghp_" + "x" * 36, "GITHUB_TOKEN", positive=False),
    Kind("placeholder_stripe_x", "placeholder", lambda r: "sk_live_" + "X" * 24, "STRIPE_SECRET_KEY", positive=False),
    Kind("placeholder_openai_dots", "placeholder", lambda r: "sk-proj-...", "OPENAI_API_KEY", positive=False),
    Kind("masked_token", "placeholder", lambda r: "sk-ant-api03-****************************" + rs(r, ALNUM, 4),
         "ANTHROPIC_API_KEY", positive=False, header=("x-api-key", "{}")),
    Kind("placeholder_db_url_env", "placeholder", lambda r: "postgres://app_user:${DB_PASSWORD}@db.internal.northwind-ops.net:5432/billing",
         "DATABASE_URL", positive=False, exclude={"http_header"}),
    Kind("placeholder_db_url_angle", "placeholder", lambda r: "mysql://root:<password>@localhost:3306/shop", "MYSQL_URL",
         positive=False, exclude={"http_header"}),
    Kind("db_url_documentation_host", "URL", db("postgres", "app_user", "db.example.com:5432/billing"), "DATABASE_URL",
         positive=False, debatable=True, exclude={"http_header"},
         note="random password, but the host is an RFC 2606 documentation domain"),
    Kind("pem_placeholder_body", "placeholder",
         lambda r: "-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----", "TLS_KEY", multi=True,
         positive=False),
    Kind("placeholder_anthropic_x", "placeholder", lambda r: "sk-ant-api03-" + "x" * 93 + "AA", "ANTHROPIC_API_KEY",
         header=("x-api-key", "{}"), positive=False),
    Kind("placeholder_aws_key_id_x", "placeholder", lambda r: "AKIA" + "X" * 16, "AWS_ACCESS_KEY_ID", exclude={"http_header"},
         positive=False),
    Kind("placeholder_hf_x", "placeholder", lambda r: "hf_" + "x" * 34, "HF_TOKEN", positive=False),
    Kind("placeholder_npm_zeros", "placeholder", lambda r: "npm_" + "0" * 36, "NPM_TOKEN", positive=False),
    Kind("placeholder_slack_x", "placeholder", lambda r: "xoxb-XXXXXXXXXXXX-XXXXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXX",
         "SLACK_BOT_TOKEN", positive=False),
    Kind("placeholder_stars", "placeholder", lambda r: "********", "DB_PASSWORD", field="password", positive=False),
    Kind("secret_reference_1password", "placeholder", lambda r: "op://Engineering/Stripe/credential", "STRIPE_SECRET_KEY",
         positive=False, exclude={"http_header"}),
    Kind("secret_manager_arn", "AWS",
         lambda r: "arn:aws:secretsmanager:eu-west-1:%s:secret:prod/db-password-%s" % (rs(r, DIGITS, 12), rs(r, ALNUM, 6)),
         "DB_PASSWORD_SECRET_ARN", field="password_secret_arn", exclude={"http_header"}, positive=False),
    Kind("base64_json_cursor", "random", lambda r: b64(json.dumps({"id": r.randrange(10 ** 9), "ts": 1764500000 + r.randrange(10 ** 5)})),
         "NEXT_CURSOR", field="cursor", header=("X-Next-Cursor", "{}"), positive=False),
    Kind("data_uri_png", "random", lambda r: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA" + b64(rbytes(r, 180)), "LOGO",
         field="logo", exclude={"http_header", "query_string"}, positive=False),
    Kind("ssh_host_fingerprint", "random", lambda r: "SHA256:" + b64(rbytes(r, 32)).rstrip("="), "SSH_HOST_FINGERPRINT",
         field="fingerprint", exclude={"http_header"}, positive=False),
    Kind("algolia_search_only_key", "Algolia", lambda r: rs(r, HEX, 32), "ALGOLIA_SEARCH_API_KEY", header=("X-Algolia-API-Key", "{}"),
         positive=False, note="search-only key: public by design"),
    Kind("recaptcha_site_key", "Google", lambda r: "6L" + rs(r, B64URL, 38), "RECAPTCHA_SITE_KEY", field="sitekey",
         exclude={"http_header"}, positive=False, note="public by design"),
    Kind("slack_docs_sequential", "Slack", lambda r: "xoxb-1234567890-1234567890123-abcdefghijklmnopqrstuvwx", "SLACK_BOT_TOKEN",
         positive=False, debatable=True, note="tutorial-style fake with the full shape"),
    Kind("stripe_test_secret_key", "Stripe", lambda r: "sk_test_51" + rs(r, ALNUM, 97), "STRIPE_SECRET_KEY", positive=False,
         debatable=True, note="test-mode secret key: a credential, but for test data only"),
    Kind("db_url_without_password", "URL", lambda r: "postgres://readonly@db.internal.northwind-ops.net:5432/analytics", "DATABASE_URL",
         positive=False, exclude={"http_header"}),
    Kind("uuid_request_id", "random", ruuid, "REQUEST_ID", field="request_id", header=("X-Request-Id", "{}"), positive=False),
    Kind("heroku_app_uuid", "random", ruuid, "HEROKU_APP_ID", field="app_id", header=("X-App-Id", "{}"), positive=False),
    Kind("git_sha", "random", lambda r: rs(r, HEX, 40), "GIT_COMMIT_SHA", field="sha", header=("X-Commit", "{}"), positive=False),
    Kind("sha256_checksum", "random", lambda r: rs(r, HEX, 64), "ARTIFACT_SHA256", field="sha256",
         header=("X-Checksum-Sha256", "{}"), positive=False),
    Kind("docker_image_digest", "random", lambda r: "sha256:" + rs(r, HEX, 64), "IMAGE_DIGEST", field="digest",
         header=("Docker-Content-Digest", "{}"), positive=False),
    Kind("npm_integrity_hash", "random", lambda r: "sha512-" + b64(rbytes(r, 64)), "INTEGRITY", field="integrity",
         header=("X-Integrity", "{}"), positive=False),
    Kind("random_base64_nonce", "random", lambda r: b64(rbytes(r, 32)), "CSP_NONCE", field="nonce",
         header=("X-Nonce", "{}"), positive=False),
    Kind("random_hex_trace_id", "random", lambda r: rs(r, HEX, 32), "TRACE_ID", field="trace_id",
         header=("traceparent", "00-{}-" + "00f067aa0ba902b7-01"), positive=False),
    Kind("aws_arn", "AWS", lambda r: "arn:aws:iam::%s:role/deploy-%s" % (rs(r, DIGITS, 12), rs(r, LOWER, 6)), "AWS_ROLE_ARN",
         field="role_arn", exclude={"http_header"}, positive=False),
    Kind("twilio_account_sid_alone", "Twilio", lambda r: "AC" + rs(r, HEX, 32), "TWILIO_ACCOUNT_SID", field="account_sid",
         exclude={"http_header"}, positive=False, note="an identifier, not a secret"),
    Kind("openai_org_id", "OpenAI", lambda r: "org-" + rs(r, ALNUM, 24), "OPENAI_ORG_ID", header=("OpenAI-Organization", "{}"),
         positive=False),
    Kind("google_oauth_client_id", "Google",
         lambda r: "%s-%s.apps.googleusercontent.com" % (rs(r, DIGITS, 12), rs(r, LOWER + DIGITS, 32)), "GOOGLE_CLIENT_ID",
         field="client_id", exclude={"http_header"}, positive=False),
    Kind("stripe_publishable_key", "Stripe", lambda r: "pk_live_51" + rs(r, ALNUM, 97), "STRIPE_PUBLISHABLE_KEY",
         exclude={"http_header"}, positive=False, note="public by design"),
    Kind("mapbox_public_token", "Mapbox", mapbox("pk"), "MAPBOX_ACCESS_TOKEN", exclude={"http_header"}, positive=False,
         note="public by design"),
    Kind("supabase_anon_key", "Supabase", supabase_jwt("anon"), "SUPABASE_ANON_KEY", header=("apikey", "{}"), positive=False,
         debatable=True, note="public by design, but a signed JWT"),
    Kind("sentry_dsn", "Sentry", lambda r: "https://%s@o%s.ingest.us.sentry.io/%s" % (rs(r, HEX, 32), rs(r, DIGITS, 7), rs(r, DIGITS, 7)),
         "SENTRY_DSN", exclude={"http_header"}, positive=False, note="public by design"),
    Kind("firebase_web_api_key", "Google", lambda r: "AIza" + rs(r, B64URL, 35), "FIREBASE_API_KEY", field="apiKey",
         exclude={"http_header"}, positive=False, debatable=True,
         note="Firebase web config key: public by design per Firebase docs, same format as a Google API key"),
    Kind("github_wrong_checksum", "GitHub", lambda r: crc_token(r, "ghp_", bad=True), "GITHUB_TOKEN", positive=False,
         header=("Authorization", "token {}")),
    Kind("github_oauth_wrong_checksum", "GitHub", lambda r: crc_token(r, "gho_", bad=True), "GH_TOKEN", positive=False),
    Kind("npm_wrong_checksum", "npm", lambda r: crc_token(r, "npm_", bad=True), "NPM_TOKEN", positive=False),
    Kind("github_truncated", "GitHub", lambda r: crc_token(r, "ghp_")[:22], "GITHUB_TOKEN", positive=False,
         header=("Authorization", "token {}")),
    Kind("anthropic_truncated", "Anthropic", lambda r: ("sk-ant-api03-" + rs(r, B64URL, 93) + "AA")[:30], "ANTHROPIC_API_KEY",
         header=("x-api-key", "{}"), positive=False),
    Kind("aws_key_id_truncated", "AWS", lambda r: akia(r)[:14], "AWS_ACCESS_KEY_ID", positive=False, exclude={"http_header"}),
    Kind("gitlab_truncated", "GitLab", lambda r: "glpat-" + rs(r, B64URL, 9), "GITLAB_TOKEN", header=("PRIVATE-TOKEN", "{}"),
         positive=False),
    Kind("public_key_pem", "PEM", lambda r: pem("PUBLIC KEY", bytes.fromhex("30820122300d06092a864886f70d01010105000382010f00")
                                                 + rbytes(r, 0x122 + 4 - 24)), "JWT_PUBLIC_KEY", multi=True, positive=False),
    Kind("certificate_pem", "PEM", lambda r: pem("CERTIFICATE", bytes.fromhex("3082035a30820242a003020102") + rbytes(r, 0x35a + 4 - 13)),
         "TLS_CERT", multi=True, positive=False),
    Kind("ssh_public_key", "PEM", lambda r: "ssh-ed25519 " + b64(sshstr("ssh-ed25519") + sshstr(rbytes(r, 32))) + " deploy@build-7",
         "SSH_PUBLIC_KEY", exclude={"http_header"}, positive=False),
    Kind("jwt_unsigned", "JWT", lambda r: jwt(r, {"alg": "none", "typ": "JWT"}, {"sub": "user_%s" % rs(r, DIGITS, 6), "iat": 1764500000}, 0),
         "ID_TOKEN_HINT", field="id_token_hint", positive=False, debatable=True, note="alg none: no signature"),
    Kind("bcrypt_hash", "random", lambda r: "$2b$12$" + rs(r, ALNUM + "./", 53), "ADMIN_PASSWORD_HASH", field="password_hash",
         exclude={"http_header", "query_string"}, positive=False),
    Kind("empty_assignment", "placeholder", lambda r: "", "GITHUB_TOKEN", exclude={"http_header"}, positive=False),
    Kind("configmap_base64_plain", "random",
         lambda r: b64('{"log_level":"info","feature_flags":["beta-ui","fast-export"],"region":"eu-west-1","replicas":%d}'
                       % r.randrange(2, 9)), "APP_SETTINGS_B64", field="settings", exclude={"http_header"}, positive=False),
]

# ---------------------------------------------------------------- encoders
def jesc(s):
    return json.dumps(s)[1:-1]


def pyesc(s):
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def xesc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def ident(s):
    return s


def fmt_header(k, v):
    return k.header[1].replace("{}", v)


def assemble(template, p, enc=ident):
    before, after = template.split(MARK)
    pre, sec, post = p
    ep, es, eo = enc(pre), enc(sec), enc(post)
    text = before + ep + es + eo + after
    start = len((before + ep).encode())
    return text, start, start + len(es.encode())


def assemble_b64(template, inner_before, p, inner_after):
    """template contains MARK where the base64 blob goes; the blob encodes inner_before+value+inner_after.
    Span: the base64 characters whose decoded bytes cover the secret."""
    pre, sec, post = p
    raw = (inner_before + pre + sec + post + inner_after).encode()
    blob = b64(raw)
    before, after = template.split(MARK)
    s0 = len((inner_before + pre).encode())
    s1 = s0 + len(sec.encode())
    base = len(before.encode())
    return before + blob + after, base + (s0 // 3) * 4, base + -(-s1 // 3) * 4


def qp_encode(text):
    """Quoted-printable (RFC 2045) with soft line breaks at 76; returns (out, spans) where
    spans[i] = (start, end) output offsets of input char i (ASCII input)."""
    out = []
    n = 0
    spans = []
    for li, line in enumerate(text.split("\n")):
        col = 0
        for ci, c in enumerate(line):
            o = ord(c)
            if (33 <= o <= 126 and c != "=") or (c in " \t" and ci != len(line) - 1):
                t = c
            else:
                t = "=%02X" % o
            if col + len(t) > 75:
                out.append("=\r\n")
                n += 3
                col = 0
            spans.append((n, n + len(t)))
            out.append(t)
            n += len(t)
            col += len(t)
        spans.append((n, n + 2))  # the newline
        out.append("\r\n")
        n += 2
    return "".join(out), spans


# ---------------------------------------------------------------- carriers
def companions(r, k):
    return k.comp(r)


def single(p):
    return "\n" not in "".join(p)


def c_json_body(r, k, p):
    comp = {f: v for _, f, v in companions(r, k)}
    body = {"model": "agent-tools-1", "tool": "http_request",
            "config": dict(base_url="https://api.%s.northwind-ops.net" % k.provider.lower().replace(" ", ""), **comp),
            "stream": False}
    body["config"][k.field] = MARK
    return "json", assemble(json.dumps(body, indent=2), p, jesc)


def c_json_string_in_json(r, k, p):
    lines = "".join("%s=%s\n" % (n, v) for n, _, v in companions(r, k))
    inner = json.dumps({"path": ".env.production", "content": "NODE_ENV=production\n" + lines + k.var + "=" + MARK + "\n"})
    outer = json.dumps({"type": "tool_use", "id": "toolu_%s" % rs(r, ALNUM, 24), "name": "write_file", "input": inner})
    return "json", assemble(outer, p, lambda s: jesc(jesc(s)))


def c_form(r, k, p):
    q = lambda s: urllib.parse.quote_plus(s, safe="")
    comp = "".join("&%s=%s" % (f, q(v)) for _, f, v in companions(r, k))
    t = ("POST /oauth/token HTTP/1.1\r\nHost: auth.northwind-ops.net\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\n"
         "grant_type=client_credentials&client_id=agent-%s%s&%s=%s&scope=read+write+admin%%3Aorg"
         % (rs(r, DIGITS, 5), comp, k.field, MARK))
    return "http", assemble(t, p, q)


def c_query(r, k, p):
    q = lambda s: urllib.parse.quote(s, safe="")
    comp = "".join("&%s=%s" % (f, q(v)) for _, f, v in companions(r, k))
    t = ("GET /v1/export?format=csv&page=2%s&%s=%s&sort=-created HTTP/1.1\r\nHost: api.northwind-ops.net\r\n"
         "User-Agent: python-requests/2.32.3\r\nAccept: */*\r\n\r\n" % (comp, k.field, MARK))
    return "http", assemble(t, p, q)


def c_header(r, k, p):
    t = ("POST /v1/jobs HTTP/1.1\r\nHost: api.northwind-ops.net\r\nUser-Agent: node-fetch/3.3\r\n%s: %s\r\n"
         "Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}" % (k.header[0], fmt_header(k, MARK)))
    return "http", assemble(t, p)


def c_yaml(r, k, p):
    comp = "".join("  %s: %s\n" % (f, v) for _, f, v in companions(r, k))
    if single(p):
        t = "service:\n  name: billing-sync\n  timeout: 30s\n%s  %s: \"%s\"\n  retries: 3\n" % (comp, k.field, MARK)
        return "yaml", assemble(t, p, lambda s: s.replace("\\", "\\\\").replace('"', '\\"'))
    t = "service:\n  name: billing-sync\n%s  %s: |\n    %s\n  retries: 3\n" % (comp, k.field, MARK)
    return "yaml", assemble(t, p, lambda s: s.replace("\n", "\n    "))


def c_k8s(r, k, p):
    comp = "".join("  %s: %s\n" % (n, b64(v)) for n, _, v in companions(r, k))
    t = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-credentials\n  namespace: prod\ntype: Opaque\ndata:\n"
         "%s  %s: %s\n" % (comp, k.var, MARK))
    return "yaml", assemble_b64(t, "", p, "")


def c_dotenv(r, k, p):
    comp = "".join("%s=%s\n" % (n, v) for n, _, v in companions(r, k))
    if single(p):
        t = "# production settings\nAPP_ENV=production\nLOG_LEVEL=info\n%s%s=%s\nPORT=8080\n" % (comp, k.var, MARK)
    else:
        t = "# production settings\nAPP_ENV=production\n%s%s=\"%s\"\nPORT=8080\n" % (comp, k.var, MARK)
    return "env", assemble(t, p)


def c_hcl(r, k, p):
    comp = "".join("  %s = \"%s\"\n" % (f, v) for _, f, v in companions(r, k))
    if single(p):
        t = ('terraform {\n  required_version = ">= 1.6"\n}\n\nprovider "%s" {\n  region = "eu-west-1"\n%s  %s = "%s"\n}\n'
             % (k.provider.lower().replace(" ", "_"), comp, k.field, MARK))
        return "tf", assemble(t, p, lambda s: s.replace("\\", "\\\\").replace('"', '\\"').replace("${", "$${"))
    t = ('resource "kubernetes_secret" "app" {\n  metadata {\n    name = "app"\n  }\n  data = {\n    %s = <<-EOT\n%s\n    EOT\n  }\n}\n'
         % (k.field, MARK))
    return "tf", assemble(t, p)


def c_toml(r, k, p):
    comp = "".join("%s = \"%s\"\n" % (f, v) for _, f, v in companions(r, k))
    if single(p):
        t = '[service]\nname = "billing-sync"\ntimeout = 30\n\n[service.auth]\n%s%s = "%s"\n' % (comp, k.field, MARK)
        return "toml", assemble(t, p, lambda s: s.replace("\\", "\\\\").replace('"', '\\"'))
    t = '[service]\nname = "billing-sync"\n\n[service.auth]\n%s%s = """\n%s"""\n' % (comp, k.field, MARK)
    return "toml", assemble(t, p)


def c_dockerfile(r, k, p):
    comp = "".join("ENV %s=%s\n" % (n, v) for n, _, v in companions(r, k))
    t = ("FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\n"
         "%sENV %s=%s\nCOPY . .\nCMD [\"python\", \"-m\", \"worker\"]\n" % (comp, k.var, MARK))
    return "Dockerfile", assemble(t, p)


def c_jupyter(r, k, p):
    comp = "".join('    "os.environ[\\"%s\\"] = \\"%s\\"\\n",\n' % (n, v) for n, _, v in companions(r, k))
    if single(p):
        src = comp + '    "os.environ[\\"%s\\"] = \\"%s\\"\\n",\n' % (k.var, MARK)
        enc = lambda s: jesc(pyesc(s))
    else:
        src = comp + '    "%s = \\"\\"\\"%s\\"\\"\\"\\n",\n' % (k.var.lower(), MARK)
        enc = lambda s: '\\n",\n    "'.join(jesc(line) for line in s.split("\n"))
    t = ('{\n "cells": [\n  {\n   "cell_type": "code",\n   "execution_count": 3,\n   "id": "%s",\n   "metadata": {},\n'
         '   "outputs": [],\n   "source": [\n    "import os\\n",\n%s    "client = Client()"\n   ]\n  }\n ],\n'
         ' "metadata": {\n  "kernelspec": {\n   "display_name": "Python 3",\n   "language": "python",\n   "name": "python3"\n  }\n },\n'
         ' "nbformat": 4,\n "nbformat_minor": 5\n}\n' % (rs(r, HEX, 8), src))
    return "ipynb", assemble(t, p, enc)


def c_har(r, k, p):
    entry = {"startedDateTime": "2026-11-30T08:14:02.114Z", "time": 84.2,
             "request": {"method": "POST", "url": "https://api.northwind-ops.net/v1/jobs", "httpVersion": "HTTP/1.1",
                         "headers": [{"name": "Content-Type", "value": "application/json"}],
                         "queryString": [], "cookies": [], "headersSize": -1, "bodySize": 2},
             "response": {"status": 201, "statusText": "Created", "httpVersion": "HTTP/1.1", "headers": [],
                          "content": {"size": 0, "mimeType": "application/json"}, "redirectURL": "", "headersSize": -1,
                          "bodySize": 0},
             "cache": {}, "timings": {"send": 0.1, "wait": 80.0, "receive": 4.1}}
    if single(p) and "http_header" not in k.exclude:
        entry["request"]["headers"].append({"name": k.header[0], "value": fmt_header(k, MARK)})
        enc = jesc
    else:
        entry["request"]["postData"] = {"mimeType": "application/json", "text": json.dumps({k.field: MARK})}
        enc = lambda s: jesc(jesc(s))
    har = {"log": {"version": "1.2", "creator": {"name": "WebInspector", "version": "537.36"}, "entries": [entry]}}
    return "har", assemble(json.dumps(har, indent=2), p, enc)


def c_soap(r, k, p):
    comp = "".join("        <cfg:%s>%s</cfg:%s>\n" % (f, xesc(v), f) for _, f, v in companions(r, k))
    t = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:cfg="urn:example:config:v2">\n'
         '  <soapenv:Header/>\n  <soapenv:Body>\n    <cfg:UpdateIntegration>\n      <cfg:Integration provider="%s">\n%s'
         '        <cfg:%s>%s</cfg:%s>\n      </cfg:Integration>\n    </cfg:UpdateIntegration>\n  </soapenv:Body>\n'
         '</soapenv:Envelope>\n' % (xesc(k.provider), comp, k.field, MARK, k.field))
    return "xml", assemble(t, p, xesc)


def c_graphql(r, k, p):
    inp = {"provider": k.provider}
    for _, f, v in companions(r, k):
        inp[f] = v
    inp[k.field] = MARK
    body = {"operationName": "AddIntegration",
            "query": "mutation AddIntegration($input: IntegrationInput!) { addIntegration(input: $input) { id status } }",
            "variables": {"input": inp}}
    return "json", assemble(json.dumps(body), p, jesc)


def c_csv(r, k, p):
    full = "".join(p)
    quote = any(c in full for c in ',"\n')
    comp = "".join("%s,%s,platform\n" % (n, v) for n, _, v in companions(r, k))
    cell = '"%s"' % MARK if quote else MARK
    t = "name,value,owner\nLOG_LEVEL,info,platform\n%s%s,%s,platform\nREGION,eu-west-1,platform\n" % (comp, k.var, cell)
    return "csv", assemble(t, p, (lambda s: s.replace('"', '""')) if quote else ident)


def c_sql(r, k, p):
    comp = "".join("INSERT INTO integration_settings (provider, name, value) VALUES ('%s', '%s', '%s');\n"
                   % (k.provider, n, v.replace("'", "''")) for n, _, v in companions(r, k))
    t = ("-- seed data for staging\n%sINSERT INTO integration_settings (provider, name, value) VALUES ('%s', '%s', '%s');\n"
         % (comp, k.provider.replace("'", "''"), k.var, MARK))
    return "sql", assemble(t, p, lambda s: s.replace("'", "''"))


def c_mime_qp(r, k, p):
    comp = "".join("%s: %s\n" % (n, v) for n, _, v in companions(r, k))
    intro = "Hi team,\n\nAs discussed in the stand-up, here is the %s credential for staging.\n%s" % (k.provider, comp)
    lead = "Please rotate it after the demo and do not forward: "
    body = intro + lead
    pre, sec, post = p
    text = body + pre + sec + post + "\n\nThanks,\nDana\n"
    enc, spans = qp_encode(text)
    s0 = len(body + pre)
    s1 = s0 + len(sec)
    head = ("From: Dana Ops <dana@northwind-ops.net>\r\nTo: platform@northwind-ops.net\r\nSubject: staging credentials\r\n"
            "Date: Mon, 30 Nov 2026 09:02:11 +0000\r\nMessage-ID: <%s@northwind-ops.net>\r\nMIME-Version: 1.0\r\n"
            "Content-Type: text/plain; charset=\"utf-8\"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n" % rs(r, HEX, 16))
    base = len(head.encode())
    return "eml", (head + enc, base + spans[s0][0], base + spans[s1 - 1][1])


def c_shell(r, k, p):
    comp = "".join("export %s=%s\n" % (n, v) for n, _, v in companions(r, k))
    if not single(p):
        t = "cd ~/src/deploy\ncat > ~/.ssh/deploy_key <<'EOF'\n%s\nEOF\nchmod 600 ~/.ssh/deploy_key\ngit pull\n" % MARK
        return "sh_history", assemble(t, p)
    if r.random() < 0.5 or "http_header" in k.exclude:
        t = "cd ~/src/billing\ngit pull --rebase\n%sexport %s='%s'\nmake deploy\n" % (comp, k.var, MARK)
        return "sh_history", assemble(t, p, lambda s: s.replace("'", "'\\''"))
    t = ("ls -la\ncurl -sS -H '%s: %s' https://api.northwind-ops.net/v1/me | jq .\nhistory | tail\n"
         % (k.header[0], fmt_header(k, MARK)))
    return "sh_history", assemble(t, p, lambda s: s.replace("'", "'\\''"))


def c_python(r, k, p):
    comp = "".join('%s = "%s"\n' % (n, pyesc(v)) for n, _, v in companions(r, k))
    if single(p):
        t = ('import requests\n\nAPI_BASE = "https://api.northwind-ops.net"\n%s%s = "%s"\n\n\ndef main():\n'
             '    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {%s}"}, timeout=10)\n'
             '    r.raise_for_status()\n    print(r.json())\n' % (comp, k.var, MARK, k.var))
        return "py", assemble(t, p, pyesc)
    t = 'import os\n\n%s%s = """%s"""\n\n\ndef load():\n    return %s\n' % (comp, k.var, MARK, k.var)
    return "py", assemble(t, p)


def c_js(r, k, p):
    comp = "".join("  %s: '%s',\n" % (f, v) for _, f, v in companions(r, k))
    camel = "".join(w.capitalize() if i else w for i, w in enumerate(k.field.split("_")))
    if single(p):
        t = ("import { Client } from './client.js';\n\nconst client = new Client({\n  baseURL: 'https://api.northwind-ops.net',\n%s"
             "  %s: '%s',\n  timeout: 10_000,\n});\n\nexport default client;\n" % (comp, camel, MARK))
        return "js", assemble(t, p, lambda s: s.replace("\\", "\\\\").replace("'", "\\'"))
    t = "export const %s = `%s`;\n" % (camel, MARK)
    return "js", assemble(t, p, lambda s: s.replace("\\", "\\\\").replace("`", "\\`").replace("${", "\\${"))


def c_go(r, k, p):
    camel = "".join(w.capitalize() for w in k.field.split("_"))
    comp = "".join('\t%s = "%s"\n' % ("".join(w.capitalize() for w in f.split("_")), v) for _, f, v in companions(r, k))
    if single(p):
        t = ('package config\n\nconst (\n\tBaseURL = "https://api.northwind-ops.net"\n%s\t%s = "%s"\n)\n' % (comp, camel, MARK))
        return "go", assemble(t, p, lambda s: s.replace("\\", "\\\\").replace('"', '\\"'))
    t = "package config\n\nconst %s = `%s`\n" % (camel, MARK)
    return "go", assemble(t, p)


def c_log(r, k, p):
    if single(p) and "http_header" not in k.exclude:
        t = ("2026-11-30T08:14:02.114Z INFO  http.client request method=POST url=https://api.northwind-ops.net/v1/jobs status=201 duration_ms=84\n"
             "2026-11-30T08:14:02.115Z DEBUG http.client request headers={'Content-Type': 'application/json', '%s': '%s'}\n"
             "2026-11-30T08:14:02.301Z INFO  worker job=%s done\n" % (k.header[0], fmt_header(k, MARK), rs(r, HEX, 12)))
        return "log", assemble(t, p)
    t = ('{"ts":"2026-11-30T08:14:02.114Z","level":"info","msg":"worker started","pid":%d}\n'
         '{"ts":"2026-11-30T08:14:02.115Z","level":"debug","msg":"loaded settings","settings":{"%s":"%s"}}\n'
         % (r.randrange(1000, 60000), k.field, MARK))
    return "log", assemble(t, p, jesc)


def c_commit(r, k, p):
    comp = "".join("    %s=%s\n" % (n, v) for n, _, v in companions(r, k))
    t = ("commit %s\nAuthor: Sam Dev <sam@northwind-ops.net>\nDate:   Mon Nov 30 09:41:02 2026 +0000\n\n"
         "    ci: hardcode the %s credential until the vault integration lands\n\n%s    %s=%s\n\n"
         "    Revert this before the release.\n" % (rs(r, HEX, 40), k.provider, comp, k.var, MARK))
    return "txt", assemble(t, p, lambda s: s.replace("\n", "\n    "))


def c_base64(r, k, p):
    comp = "".join("%s=%s\n" % (n, v) for n, _, v in companions(r, k))
    t = ('{"event":"config.upload","file":".env","encoding":"base64","payload":"%s","size":%d}\n' % (MARK, r.randrange(100, 900)))
    if single(p):
        return "json", assemble_b64(t, "APP_ENV=production\n" + comp + k.var + "=", p, "\nPORT=8080\n")
    return "json", assemble_b64(t, "", p, "\n")


def c_multipart(r, k, p):
    bnd = "----WebKitFormBoundary" + rs(r, ALNUM, 16)
    comp = "".join("%s=%s\r\n" % (n, v) for n, _, v in companions(r, k))
    if single(p):
        fname, content = "config.env", comp + "%s=%s\r\n" % (k.var, MARK)
    else:
        fname, content = "key.pem", MARK + "\r\n"
    t = ("POST /v1/uploads HTTP/1.1\r\nHost: files.northwind-ops.net\r\nContent-Type: multipart/form-data; boundary=%s\r\n\r\n"
         "--%s\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nassistants\r\n"
         "--%s\r\nContent-Disposition: form-data; name=\"file\"; filename=\"%s\"\r\nContent-Type: application/octet-stream\r\n\r\n"
         "%s--%s--\r\n" % (bnd, bnd, bnd, fname, content, bnd))
    return "http", assemble(t, p)


def c_markdown(r, k, p):
    if single(p):
        t = ("## Session notes\n\nThe deploy failed with 401 again. I regenerated the %s credential: `%s` and put it in the "
             "CI settings, so the next run should pass.\n" % (k.provider, MARK))
    else:
        t = "## Session notes\n\nHere is the key the build needs, paste it into the CI secret:\n\n```\n%s\n```\n" % MARK
    return "md", assemble(t, p)


def c_native(r, k, p):
    before, sec, after = k.native(r, p)
    text = before + sec + after
    start = len(before.encode())
    return "native", (text, start, start + len(sec.encode()))


def c_cookie(r, k, p):
    t = ("GET /dashboard HTTP/1.1\r\nHost: app.northwind-ops.net\r\nAccept: text/html\r\n"
         "Cookie: _ga=GA1.2.%d.%d; theme=dark; %s=%s; consent=1\r\n\r\n"
         % (r.randrange(10 ** 9), 1764500000 + r.randrange(10 ** 5), k.field, MARK))
    return "http", assemble(t, p, lambda s: urllib.parse.quote(s, safe="-_.~!*'()"))


def c_xml_appsettings(r, k, p):
    comp = "".join('    <add key="%s" value="%s" />\n' % (n, xesc(v).replace('"', "&quot;")) for n, _, v in companions(r, k))
    t = ('<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <appSettings>\n    <add key="Environment" value="Production" />\n'
         '%s    <add key="%s" value="%s" />\n  </appSettings>\n</configuration>\n' % (comp, k.var, MARK))
    return "config", assemble(t, p, lambda s: xesc(s).replace('"', "&quot;").replace("\n", "&#10;"))


def c_properties(r, k, p):
    comp = "".join("app.%s=%s\n" % (f.replace("_", "-"), v) for _, f, v in companions(r, k))
    t = ("spring.application.name=billing-sync\nserver.port=8080\n%sapp.%s=%s\nlogging.level.root=INFO\n"
         % (comp, k.field.replace("_", "-"), MARK))
    return "properties", assemble(t, p, lambda s: s.replace("\\", "\\\\").replace(":", "\\:").replace("=", "\\="))


def c_llm_chat(r, k, p):
    lines = "".join("%s=%s\n" % (n, v) for n, _, v in companions(r, k))
    if single(p):
        content = ("The deploy job fails with 401. Here is what CI has:\n%s%s=%s\nCan you tell me what is wrong?"
                   % (lines, k.var, MARK))
    else:
        content = "Why does ssh refuse this key?\n\n" + MARK + "\n"
    body = {"model": "claude-sonnet-4-5", "max_tokens": 1024,
            "messages": [{"role": "user", "content": [{"type": "text", "text": content}]}]}
    return "json", assemble(json.dumps(body), p, jesc)


def c_ansi(r, k, p):
    comp = "".join("\x1b[2m%s\x1b[0m=\x1b[36m%s\x1b[0m\n" % (n, v) for n, _, v in companions(r, k))
    t = ("\x1b[1m$ make print-env\x1b[0m\n\x1b[32m[ok]\x1b[0m loaded 12 variables from vault\n%s"
         "\x1b[2m%s\x1b[0m=\x1b[36m%s\x1b[0m\n\x1b[33mwarning:\x1b[0m printing secrets to the terminal\n" % (comp, k.var, MARK))
    return "ansi.log", assemble(t, p)


def hesc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def c_html_form(r, k, p):
    comp = "".join('    <input type="hidden" name="%s" value="%s">\n' % (f, hesc(v)) for _, f, v in companions(r, k))
    t = ('<!doctype html>\n<html>\n<body>\n  <form method="post" action="/settings/integrations">\n'
         '    <input type="hidden" name="csrf_token" value="%s">\n%s    <input type="hidden" name="%s" value="%s">\n'
         '    <button type="submit">Save</button>\n  </form>\n</body>\n</html>\n' % (rs(r, HEX, 32), comp, k.field, MARK))
    return "html", assemble(t, p, hesc)


CARRIERS = [
    ("json_body", c_json_body, True), ("json_string_in_json", c_json_string_in_json, True),
    ("form_urlencoded", c_form, True), ("query_string", c_query, False), ("http_header", c_header, False),
    ("yaml", c_yaml, True), ("k8s_secret_base64", c_k8s, True), ("dotenv", c_dotenv, True), ("hcl_terraform", c_hcl, True),
    ("toml", c_toml, True), ("dockerfile_env", c_dockerfile, False), ("jupyter", c_jupyter, True), ("har", c_har, True),
    ("soap_xml", c_soap, True), ("graphql_variables", c_graphql, True), ("csv", c_csv, True), ("sql_insert", c_sql, True),
    ("mime_quoted_printable", c_mime_qp, True), ("shell_history", c_shell, True), ("python_source", c_python, True),
    ("js_source", c_js, True), ("go_source", c_go, True), ("log_line", c_log, True), ("commit_message", c_commit, True),
    ("base64_wrapped", c_base64, True), ("multipart_upload", c_multipart, True), ("markdown_note", c_markdown, True),
    ("cookie_header", c_cookie, False), ("xml_appsettings", c_xml_appsettings, True), ("java_properties", c_properties, False),
    ("llm_chat_message", c_llm_chat, True), ("ansi_terminal", c_ansi, False), ("html_form_hidden", c_html_form, True),
]
PER_POSITIVE = 9
PER_NEGATIVE = 12

NATIVE_NAMES = {
    "github_oauth_token": "hosts.yml", "aws_access_key_id": "credentials", "aws_secret_access_key": "credentials",
    "gcp_service_account_json": "service-account.json", "huggingface_token": "token", "npm_token": ".npmrc",
    "npm_legacy_uuid_token": ".npmrc", "pypi_token": ".pypirc", "docker_config_auth": "config.json",
    "sentry_org_token": ".sentryclirc", "heroku_legacy_uuid_key": ".netrc", "vault_service_token": ".vault-token",
    "terraform_cloud_token": "credentials.tfrc.json", "databricks_token": ".databrickscfg", "age_secret_key": "keys.txt",
    "postgres_url": ".pgpass", "mysql_url": ".my.cnf", "netrc_password": ".netrc", "git_credentials_url": ".git-credentials",
    "private_key_rsa_pkcs1": "server-key.pem", "private_key_ec_sec1": "ec-key.pem", "private_key_pkcs8_rsa": "key.pem",
    "private_key_pkcs8_ec": "AuthKey.p8", "private_key_pkcs8_encrypted": "signing.key.pem", "private_key_dsa": "dsa-key.pem",
    "openssh_ed25519": "id_ed25519", "openssh_ecdsa": "id_ecdsa", "openssh_rsa": "id_rsa", "pgp_private_key": "secret.asc",
    "putty_private_key": "deploy.ppk", "slack_webhook_url": "request.http", "discord_webhook_url": "request.http",
    "telegram_bot_token": "request.http",
}


def decodings(carrier, s):
    """Ways the span's text may decode back to the secret (used only to check the generator)."""
    yield s
    for f in (lambda x: json.loads('"%s"' % x), lambda x: json.loads('"%s"' % json.loads('"%s"' % x)),
              urllib.parse.unquote_plus, urllib.parse.unquote,
              lambda x: x.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"),
              lambda x: x.replace("''", "'"), lambda x: x.replace('""', '"'), lambda x: x.replace("\n    ", "\n"),
              lambda x: json.loads('"%s"' % x.replace('\\n",\n    "', "\\n")),
              lambda x: x.replace('\\"', '"').replace("\\\\", "\\"), lambda x: x.replace("'\\''", "'"),
              lambda x: x.replace("\\'", "'").replace("\\\\", "\\"), lambda x: x.replace("$${", "${"),
              lambda x: x.replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"),
              lambda x: x.replace("&#10;", "\n").replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"),
              lambda x: x.replace("\\:", ":").replace("\\=", "=").replace("\\\\", "\\"),
              lambda x: quopri.decodestring(x.encode()).decode().replace("\r\n", "\n"),
              lambda x: base64.b64decode(x).decode("latin-1")):
        try:
            yield f(s)
        except Exception:
            pass


def check_span(carrier, data, start, end, sec):
    got = data[start:end].decode()
    for d in decodings(carrier, got):
        if d == sec or (sec in d and len(d) <= len(sec) + 4):
            return
    raise AssertionError("span does not hold the secret: %s %r" % (carrier, got[:80]))


def build():
    out_cases = os.path.join(HERE, "cases")
    if os.path.isdir(out_cases):
        shutil.rmtree(out_cases)
    manifest = []
    n = 0
    for group, kinds, per in (("pos", POS, PER_POSITIVE), ("neg", NEG, PER_NEGATIVE)):
        for ki, k in enumerate(kinds):
            excl = k.exclude | ({"cookie_header"} if "http_header" in k.exclude else set())
            usable = [c for c in CARRIERS if c[0] not in excl and (c[2] or not k.multi)]
            off = (ki * per) % len(usable)
            chosen = [usable[(off + j) % len(usable)] for j in range(min(per, len(usable)))]
            if k.native:
                chosen = [("native", c_native, True)] + chosen[:-1]
            for cname, fn, _ in chosen:
                r = random.Random("%s|%s|%s" % (SEED, k.kind, cname))
                p = parts(k.gen(r))
                ext, (text, start, end) = fn(r, k, p)
                n += 1
                if cname == "native":
                    fname = "%04d_%s__%s" % (n, k.kind, NATIVE_NAMES[k.kind].lstrip("."))
                elif ext == "Dockerfile":
                    fname = "%04d_%s.Dockerfile" % (n, k.kind)
                else:
                    fname = "%04d_%s.%s" % (n, k.kind, ext)
                rel = "cases/%s/%s" % (cname, fname)
                path = os.path.join(HERE, rel)
                os.makedirs(os.path.dirname(path), exist_ok=True)
                data = text.encode()
                with open(path, "wb") as f:
                    f.write(data)
                if k.positive:
                    assert 0 <= start < end <= len(data), (rel, start, end)
                    if cname != "native":  # native spans are the native's own secret part (a webhook's path)
                        check_span(cname, data, start, end, p[1])
                row = {"file": rel, "kind": k.kind, "provider": k.provider, "carrier": cname, "positive": k.positive,
                       "start": start, "end": end}
                if k.debatable:
                    row["debatable"] = True
                if k.note:
                    row["note"] = k.note
                manifest.append(row)
    with open(os.path.join(HERE, "manifest.jsonl"), "w") as f:
        for row in manifest:
            f.write(json.dumps(row, sort_keys=False) + "\n")
    npos = sum(1 for m in manifest if m["positive"])
    print("%d cases (%d positive, %d negative), %d positive kinds, %d negative kinds, %d carriers"
          % (len(manifest), npos, len(manifest) - npos, len(POS), len(NEG), len(CARRIERS) + 1))


if __name__ == "__main__":
    build()
