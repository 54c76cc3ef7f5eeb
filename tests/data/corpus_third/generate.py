#!/usr/bin/env python3
"""Deterministic generator of the wirepass held-out corpus 3 (FAKE secrets only).
Run: python3 generate.py   -> rewrites cases/ and manifest.jsonl.  stdlib only."""
import base64, json, os, random, shutil, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_util import *  # noqa
from gen_carriers import CARRIERS, NATIVE_EXT, Ctx, P, c_native, snake, camel

SEED = "wirepass-corpus3-v1"
HERE = os.path.dirname(os.path.abspath(__file__))
PROVIDERS = {}
for line in open(os.path.join(HERE, "rules.txt")):
    f = line.rstrip("\n").split("\t")
    if len(f) >= 2:
        PROVIDERS[f[0]] = f[1]

KINDS = []


def K(kid, gen, name=None, mode="kv", native=None, negs=None, carriers=None, fname="secret.txt",
      header=False, ext=None, names=None):
    assert kid in PROVIDERS, kid
    KINDS.append(dict(id=kid, gen=gen, name=name, mode=mode, native=native or {}, negs=negs or [],
                      carriers=carriers, fname=fname, header=header, ext=ext, names=names))


# ---------------------------------------------------------------- negative helpers
def XF(prefix, ch="x"):
    return dict(value=lambda rng, s: prefix + ch * (len(s) - len(prefix)),
                note="%s-filled placeholder keeping the %s prefix and length" % (ch, prefix or "(no)"))


def STAR(prefix):
    return dict(value=lambda rng, s: prefix + "****************",
                note="redacted value (prefix kept, rest masked with *)")


def PART(prefix):
    return dict(value=lambda rng, s: prefix + "..." + s[-4:],
                note="dashboard-style masked value: prefix, ellipsis, last 4 characters")


TEMPLATES = {
    "gha": ("gha_workflow", lambda n: "${{ secrets.%s }}" % n, "GitHub Actions secrets expression"),
    "helm": ("k8s_deployment", lambda n: "{{ .Values.secrets.%s }}" % camel(n), "Helm template reference"),
    "cfnref": ("cfn_yaml", lambda n: "!Ref " + n.title().replace("_", "") + "Param", "CloudFormation !Ref to a NoEcho parameter"),
    "ssm": ("cfn_json", lambda n: "{{resolve:ssm-secure:/prod/orders/%s:3}}" % snake(n), "CloudFormation dynamic reference to SSM SecureString"),
    "compose": ("docker_compose", lambda n: "${%s}" % n, "docker-compose variable substitution"),
    "ansible": ("ansible_vars", lambda n: "{{ vault_%s }}" % snake(n), "Ansible Jinja reference to a vaulted variable"),
    "sm": ("cfn_json", lambda n: "{{resolve:secretsmanager:prod/orders:SecretString:%s}}" % snake(n), "CloudFormation dynamic reference to Secrets Manager"),
}


def TPL(style):
    c, f, note = TEMPLATES[style]
    return dict(value=lambda rng, s, n=None: None, tpl=f, carrier=c, note="template reference, no value: " + note)


def LIT(value, note, name=None, carrier=None, debatable=False, pairs=None, decoy=None, text=False):
    return dict(value=value if callable(value) else (lambda rng, s: value), note=note, name=name,
                carrier=carrier, debatable=debatable, pairs=pairs, decoy=decoy, text=text)


STD = lambda p, style="gha": [XF(p), TPL(style)]

# ---------------------------------------------------------------- kinds
GH = lambda pre: (lambda rng: gh_checksum_token(rng, pre))

K("github-pat", GH("ghp_"), "GITHUB_TOKEN",
  native={"git_credentials": "https://octo-deploy:{v}@github.com", "netrc": "machine github.com login octo-deploy password {v}",
          "npmrc": "//npm.pkg.github.com/:_authToken={v}"}, negs=STD("ghp_"))
K("github-oauth", GH("gho_"), "GH_OAUTH_TOKEN",
  negs=[LIT("ghp_,gho_,ghu_,ghs_,ghr_", "list of token prefixes in a config value, no token", name="SECRET_SCAN_PREFIXES"), TPL("helm")])
K("github-user-to-server", GH("ghu_"), "GITHUB_USER_TOKEN", negs=[PART("ghu_"), TPL("ssm")])
K("github-server-to-server", GH("ghs_"), "GH_INSTALLATION_TOKEN",
  negs=[LIT("***", "GitHub Actions log masking of the token", carrier="gha_log"), TPL("gha")])
K("github-fine-grained-pat", lambda rng: "github_pat_" + rs(rng, 22, B62) + "_" + rs(rng, 59, B62), "GH_PAT",
  native={"git_credentials": "https://release-bot:{v}@github.com"}, negs=[XF("github_pat_"), TPL("compose")])

K("gitlab-pat", lambda rng: "glpat-" + rs(rng, 20, B64URL), "GITLAB_TOKEN",
  native={"git_credentials": "https://oauth2:{v}@gitlab.com", "npmrc": "//gitlab.example.com/api/v4/projects/42/packages/npm/:_authToken={v}"},
  negs=STD("glpat-"))
K("gitlab-runner-token", lambda rng: "glrt-" + rs(rng, 20, B64URL), "RUNNER_TOKEN", negs=[STAR("glrt-"), TPL("compose")])
K("gitlab-pipeline-trigger", lambda rng: "glptt-" + rs(rng, 40, HEX), "TRIGGER_TOKEN",
  negs=[LIT(lambda rng, s: rs(rng, 40, HEX), "git commit SHA (40 hex) named as a commit, not a token", name="CI_COMMIT_SHA"), TPL("gha")])
K("gitlab-deploy-token", lambda rng: "gldt-" + rs(rng, 20, B64URL), "CI_DEPLOY_PASSWORD",
  native={"git_credentials": "https://gitlab+deploy-token-1234:{v}@gitlab.example.com"}, negs=[XF("gldt-"), TPL("ansible")])

K("slack-bot-token", lambda rng: "xoxb-%s-%s-%s" % (rs(rng, 12, DIG), rs(rng, 13, DIG), rs(rng, 24)), "SLACK_BOT_TOKEN",
  negs=[LIT("xoxb-your-bot-token", "placeholder in the style of Slack's docs"), TPL("helm")])
K("slack-user-token", lambda rng: "xoxp-%s-%s-%s-%s" % (rs(rng, 12, DIG), rs(rng, 12, DIG), rs(rng, 13, DIG), rs(rng, 32, HEX)),
  "SLACK_USER_TOKEN", negs=[STAR("xoxp-"), TPL("gha")])
K("slack-app-token", lambda rng: "xapp-1-A%s-%s-%s" % (rs(rng, 10, UPALNUM), rs(rng, 13, DIG), rs(rng, 64, HEX)),
  "SLACK_APP_TOKEN", negs=[XF("xapp-1-"), TPL("ssm")])
K("slack-webhook", lambda rng: "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(rng, 8, UPALNUM), rs(rng, 10, UPALNUM), rs(rng, 24)),
  "SLACK_WEBHOOK_URL", negs=[LIT("https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
                                  "Slack's documented example webhook URL"), TPL("compose")])

K("atlassian-api-token", lambda rng: "ATATT3xFfGF0" + rs(rng, 170, B64URL) + "=" + rs(rng, 8, UHEX), "JIRA_API_TOKEN",
  negs=[PART("ATATT3xFfGF0"), TPL("gha")])
K("atlassian-legacy-token", lambda rng: rs(rng, 24), "CONFLUENCE_API_TOKEN",
  negs=[LIT("<your-api-token>", "angle-bracket placeholder"), TPL("ansible")])

AKID = lambda rng, p="AKIA": p + rs(rng, 16, UP + "234567")
ASEC = lambda rng: rs(rng, 40, ALNUM + "+/")
K("aws-access-key-id", lambda rng: AKID(rng), "AWS_ACCESS_KEY_ID",
  negs=[LIT("AKIAIOSFODNN7EXAMPLE", "AWS documentation example access key id"), XF("AKIA", "X")])
NEAR = [c for c, v in CARRIERS.items() if v[2] and c not in ("k8s_deployment", "kubeconfig", "k8s_secret", "plist", "email_base64")]
K("aws-key-pair", lambda rng: dict(pairs=[("AWS_ACCESS_KEY_ID", AKID(rng))], value=ASEC(rng)), "AWS_SECRET_ACCESS_KEY", carriers=NEAR,
  native={"aws_credentials": "aws_secret_access_key = {v}"},
  negs=[LIT("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AWS documentation example key pair", pairs=[("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE")]),
        dict(TPL("ssm"), pairs=[("AWS_ACCESS_KEY_ID", "{{resolve:ssm:/prod/orders/aws_access_key_id}}")])])
K("aws-secret-access-key", ASEC, "AWS_SECRET_ACCESS_KEY", negs=[TPL("gha"), XF("", "X")])
K("aws-session-token", lambda rng: dict(pairs=[("AWS_ACCESS_KEY_ID", AKID(rng, "ASIA")), ("AWS_SECRET_ACCESS_KEY", ASEC(rng))],
                                        value="IQoJb3JpZ2luX2VjE" + rs(rng, rng.randrange(600, 900), B64)), "AWS_SESSION_TOKEN",
  native={"aws_credentials": "aws_session_token = {v}"}, negs=[STAR("IQoJb3JpZ2luX2Vj"), TPL("helm")])


def gcp_sa(rng):
    key = pem_pkcs8(rng, "rsa") + "\n"
    proj = rng.choice(["orders-prod", "analytics-pipeline", "ml-serving"]) + "-%d" % rng.randrange(100000, 999999)
    sa = rng.choice(["deployer", "bq-loader", "ci-runner"])
    d = {"type": "service_account", "project_id": proj, "private_key_id": rs(rng, 40, HEX), "private_key": key,
         "client_email": "%s@%s.iam.gserviceaccount.com" % (sa, proj), "client_id": rs(rng, 21, DIG),
         "auth_uri": "https://accounts.google.com/o/oauth2/auth", "token_uri": "https://oauth2.googleapis.com/token",
         "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
         "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/%s%%40%s.iam.gserviceaccount.com" % (sa, proj),
         "universe_domain": "googleapis.com"}
    return dict(text=json.dumps(d, indent=2), secret=json.dumps(key)[1:-1])


def gcp_redacted(rng, s):
    d = json.loads(gcp_sa(rng)["text"])
    d["private_key"] = "-----BEGIN PRIVATE KEY-----\nREDACTED\n-----END PRIVATE KEY-----\n"
    return dict(text=json.dumps(d, indent=2), secret=json.dumps(d["private_key"])[1:-1])


def gcp_external(rng, s):
    aud = "//iam.googleapis.com/projects/%s/locations/global/workloadIdentityPools/github/providers/gh" % rs(rng, 12, DIG)
    d = {"type": "external_account", "audience": aud, "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
         "token_url": "https://sts.googleapis.com/v1/token", "credential_source": {"file": "/var/run/secrets/token"}}
    return dict(text=json.dumps(d, indent=2), secret=aud)


K("gcp-service-account", gcp_sa, mode="text", fname="sa-key.json", ext="json",
  negs=[LIT(gcp_redacted, "service-account JSON with the private key redacted", text=True),
        LIT(gcp_external, "workload-identity-federation (external_account) config: no key material", text=True)])
AIZA = lambda rng: "AIzaSy" + rs(rng, 33, B64URL)
K("google-api-key", AIZA, "GOOGLE_MAPS_API_KEY",
  negs=[LIT(lambda rng, s: AIZA(rng), "Firebase iOS config (GoogleService-Info.plist) API_KEY: public by design", name="API_KEY",
            carrier="plist", debatable=True, pairs=[("GCM_SENDER_ID", "448817720375"), ("BUNDLE_ID", "com.example.orders")]),
        XF("AIzaSy", "X")])
K("google-oauth-client-secret", lambda rng: "GOCSPX-" + rs(rng, 28, B64URL), "GOOGLE_CLIENT_SECRET", negs=[STAR("GOCSPX-"), TPL("ansible")])
K("google-oauth-refresh-token", lambda rng: "1//0" + rs(rng, 2) + "CgYIARAAGA" + rs(rng, 84, B64URL), "GOOGLE_REFRESH_TOKEN",
  negs=[LIT("1//0your-refresh-token", "placeholder"), TPL("gha")])
K("google-oauth-access-token", lambda rng: "ya29.a0" + rs(rng, 150, B64URL), "GOOGLE_ACCESS_TOKEN",
  negs=[PART("ya29."), TPL("compose")])


def az_conn(rng):
    k = base64.b64encode(rbytes(rng, 64)).decode()
    return dict(value="DefaultEndpointsProtocol=https;AccountName=%sstore;AccountKey=%s;EndpointSuffix=core.windows.net"
                      % (rs(rng, 8, LOW), k), secret=k)


AZURITE = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
K("azure-storage-key", az_conn, "AZURE_STORAGE_CONNECTION_STRING",
  negs=[LIT("DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=%s;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;" % AZURITE,
            "Azurite emulator's documented, public development key", decoy=AZURITE),
        LIT("@Microsoft.KeyVault(SecretUri=https://orders-kv.vault.azure.net/secrets/storage-conn/)",
            "App Service Key Vault reference, no value", carrier="appsettings")])
K("azure-ad-client-secret", lambda rng: rs(rng, 3) + "8Q~" + rs(rng, 34, ALNUM + "_.~-"), "AZURE_CLIENT_SECRET",
  negs=[LIT(lambda rng, s: ruuid(rng), "UUID named client id (public application id)", name="AZURE_CLIENT_ID"), TPL("helm")])


def az_sas(rng):
    sig = quote(base64.b64encode(rbytes(rng, 32)).decode(), safe="")
    return dict(value="https://%sdata.blob.core.windows.net/exports/2025-03.csv.gz?sv=2022-11-02&ss=b&srt=sco&sp=rl"
                      "&se=2026-12-31T23:59:59Z&st=2025-03-01T00:00:00Z&spr=https&sig=%s" % (rs(rng, 6, LOW), sig), secret=sig)


K("azure-sas-token", az_sas, "EXPORT_BLOB_SAS_URL",
  negs=[LIT("https://acct.blob.core.windows.net/exports/x.csv?sv=2022-11-02&ss=b&sp=r&se=2026-01-01&sig=%3Csignature%3E",
            "SAS URL with a placeholder signature", decoy="%3Csignature%3E"), TPL("compose")])


def az_sb(rng):
    k = base64.b64encode(rbytes(rng, 32)).decode()
    return dict(value="Endpoint=sb://%s-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s"
                      % (rs(rng, 6, LOW), k), secret=k)


K("azure-sas-key", az_sb, "SERVICEBUS_CONNECTION_STRING",
  negs=[LIT("Endpoint=sb://<namespace>.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=<key>",
            "documentation placeholder connection string", decoy="<key>"), TPL("ssm")])
K("azure-devops-pat", lambda rng: rs(rng, 52, LOW + "234567"), "AZURE_DEVOPS_PAT",
  native={"git_credentials": "https://pat:{v}@dev.azure.com/contoso/Orders/_git/orders-api"},
  negs=[LIT("$(System.AccessToken)", "Azure Pipelines macro reference, no value"), TPL("gha")])

OAI = lambda pre, n: (lambda rng: pre + rs(rng, n, B64URL) + "T3BlbkFJ" + rs(rng, n, B64URL))
K("openai-api-key", lambda rng: "sk-" + rs(rng, 20) + "T3BlbkFJ" + rs(rng, 20), "OPENAI_API_KEY", negs=STD("sk-"))
K("openai-project-key", OAI("sk-proj-", 74), "OPENAI_API_KEY", negs=[PART("sk-proj-"), TPL("compose")])
K("openai-service-account-key", OAI("sk-svcacct-", 74), "OPENAI_API_KEY", negs=[STAR("sk-svcacct-"), TPL("ssm")])
K("openai-admin-key", OAI("sk-admin-", 74), "OPENAI_ADMIN_KEY", negs=[XF("sk-admin-"), TPL("gha")])
ANT = lambda pre: (lambda rng: pre + rs(rng, 93, B64URL) + "AA")
K("anthropic-api-key", ANT("sk-ant-api03-"), "ANTHROPIC_API_KEY", negs=[XF("sk-ant-api03-"), TPL("helm")])
K("anthropic-admin-key", ANT("sk-ant-admin01-"), "ANTHROPIC_ADMIN_KEY", negs=[PART("sk-ant-admin01-"), TPL("gha")])
K("anthropic-oauth-token", ANT("sk-ant-oat01-"), "CLAUDE_CODE_OAUTH_TOKEN", negs=[STAR("sk-ant-oat01-"), TPL("compose")])
K("huggingface-token", lambda rng: "hf_" + rs(rng, 34, UP + LOW), "HF_TOKEN",
  native={"git_credentials": "https://ml-bot:{v}@huggingface.co"},
  negs=[LIT("hf_hub_download_with_retries", "prefix inside an ordinary identifier (function name)", name="DOWNLOAD_FN"), TPL("gha")])
K("groq-api-key", lambda rng: "gsk_" + rs(rng, 52), "GROQ_API_KEY", negs=STD("gsk_", "compose"))
K("xai-api-key", lambda rng: "xai-" + rs(rng, 80), "XAI_API_KEY", negs=[PART("xai-"), TPL("helm")])
K("replicate-token", lambda rng: "r8_" + rs(rng, 37), "REPLICATE_API_TOKEN", negs=[XF("r8_"), TPL("ansible")])
K("openrouter-api-key", lambda rng: "sk-or-v1-" + rs(rng, 64, HEX), "OPENROUTER_API_KEY",
  negs=[LIT(lambda rng, s: "sha256:" + rs(rng, 64, HEX), "sha256 image digest (64 hex), not a key", name="BASE_IMAGE_DIGEST"), TPL("gha")])
K("cohere-api-key", lambda rng: rs(rng, 40), "COHERE_API_KEY",
  negs=[LIT(lambda rng, s: ruuid(rng), "UUID named request id", name="COHERE_REQUEST_ID"), TPL("compose")])
K("wandb-api-key", lambda rng: rs(rng, 40, HEX), "WANDB_API_KEY", native={"netrc": "machine api.wandb.ai login user password {v}"},
  negs=[LIT(lambda rng, s: rs(rng, 40, HEX), "git SHA named commit (40 hex)", name="WANDB_GIT_COMMIT"), TPL("helm")])

K("stripe-secret-key", lambda rng: "sk_live_" + (rs(rng, 24) if rng.random() < 0.4 else "51" + rs(rng, 97)), "STRIPE_SECRET_KEY",
  negs=[LIT("sk_test_4eC39HqLyjWDarjtT1zdp7dc", "Stripe's documented test-mode example key"),
        LIT(lambda rng, s: "pk_live_51" + rs(rng, 97), "Stripe publishable key: public by design", name="STRIPE_PUBLISHABLE_KEY")])
K("stripe-restricted-key", lambda rng: "rk_live_51" + rs(rng, 97), "STRIPE_RESTRICTED_KEY",
  negs=[STAR("rk_live_"), LIT("sk_live_mode_enabled", "prefix inside an ordinary identifier", name="STRIPE_FLAG")])
K("stripe-webhook-secret", lambda rng: "whsec_" + rs(rng, 32), "STRIPE_WEBHOOK_SECRET", negs=[PART("whsec_"), TPL("gha")])
K("square-access-token", lambda rng: "EAAA" + rs(rng, 60, B64URL), "SQUARE_ACCESS_TOKEN", negs=[XF("EAAA"), TPL("ssm")])
PP_ID = lambda rng: "A" + rs(rng, 79, B64URL)
K("paypal-client-secret", lambda rng: dict(pairs=[("PAYPAL_CLIENT_ID", PP_ID(rng))], value="E" + rs(rng, 79, B64URL)), "PAYPAL_CLIENT_SECRET",
  negs=[LIT(lambda rng, s: PP_ID(rng), "PayPal client id alone: public (sent in JS SDK URLs)", name="PAYPAL_CLIENT_ID"), TPL("compose")])

K("twilio-api-key", lambda rng: "SK" + rs(rng, 32, HEX), "TWILIO_API_KEY",
  negs=[LIT(lambda rng, s: "AC" + rs(rng, 32, HEX), "Twilio account SID: identifier, not a secret", name="TWILIO_ACCOUNT_SID"), TPL("gha")])
K("twilio-auth-token", lambda rng: dict(pairs=[("TWILIO_ACCOUNT_SID", "AC" + rs(rng, 32, HEX))], value=rs(rng, 32, HEX)), "TWILIO_AUTH_TOKEN",
  negs=[LIT("your_auth_token", "placeholder from Twilio's docs"),
        LIT(lambda rng, s: rs(rng, 32, HEX), "MD5 content hash named etag (32 hex)", name="ASSET_ETAG")])
K("sendgrid-api-key", lambda rng: "SG." + rs(rng, 22, B64URL) + "." + rs(rng, 43, B64URL), "SENDGRID_API_KEY",
  negs=[LIT("SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy", "placeholder in SendGrid's shape"), TPL("helm")])
K("mailgun-api-key", lambda rng: "key-" + rs(rng, 32, HEX), "MAILGUN_API_KEY",
  negs=[LIT("key-rotation-policy-quarterly", "prefix inside an ordinary identifier", name="KEY_POLICY"), TPL("ansible")])
K("discord-webhook", lambda rng: "https://discord.com/api/webhooks/%s/%s" % (rs(rng, 19, DIG), rs(rng, 68, B64URL)), "DISCORD_WEBHOOK_URL",
  negs=[LIT("https://discord.com/api/webhooks/<webhook_id>/<webhook_token>", "documentation placeholder URL"), TPL("gha")])
K("teams-webhook", lambda rng: "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/V2%s" % (
    rs(rng, 8, LOW), ruuid(rng), ruuid(rng), rs(rng, 32, HEX), ruuid(rng), rs(rng, 43, B64URL)), "TEAMS_WEBHOOK_URL",
  negs=[LIT("https://contoso.webhook.office.com/webhookb2/REDACTED", "redacted webhook URL"), TPL("ssm")])
K("telegram-bot-token", lambda rng: "%s:AA%s" % (rs(rng, 10, DIG), rs(rng, 33, B64URL)), "TELEGRAM_BOT_TOKEN",
  negs=[LIT("123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11", "Telegram Bot API documentation example token"), TPL("compose")])

NPM = lambda rng: gh_checksum_token(rng, "npm_")
K("npm-token", NPM, "NPM_TOKEN", native={"npmrc": "//registry.npmjs.org/:_authToken={v}"}, negs=[XF("npm_"), TPL("compose")])


def npmrc_text(rng):
    u = ruuid(rng)
    return dict(text="registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % u, secret=u)


K("npm-legacy-token", npmrc_text, mode="text", fname=".npmrc", native={"npmrc": None},
  negs=[LIT(dict(text="//registry.npmjs.org/:_authToken=00000000-0000-0000-0000-000000000000", secret="00000000-0000-0000-0000-000000000000"),
            "all-zero UUID placeholder", text=True),
        LIT(dict(text="//registry.npmjs.org/:_authToken=${NPM_TOKEN}", secret="${NPM_TOKEN}"), "environment reference, no value", text=True)])
K("npm-token-named", ruuid, "NPM_TOKEN",
  negs=[LIT(lambda rng, s: ruuid(rng), "UUID named request id", name="NPM_REQUEST_ID"), TPL("gha")])


def pypi(rng):
    cav = b'[{"nbf": 1710000000, "exp": 1900000000}, {"project_ids": ["%s"]}]' % ruuid(rng).encode()
    mac = (b"\x02\x01\x08pypi.org\x02\x24" + ruuid(rng).encode() + b"\x00\x02" + bytes([len(cav)]) + cav +
           b"\x00\x00\x06\x20" + rbytes(rng, 32))
    return "pypi-" + b64u(mac)


K("pypi-token", pypi, "TWINE_PASSWORD", native={"pypirc": "password = {v}"}, negs=[PART("pypi-AgEIcHlwaS5vcmc"), TPL("gha")])
K("rubygems-token", lambda rng: "rubygems_" + rs(rng, 48, HEX), "GEM_HOST_API_KEY",
  native={"gem_credentials": ":rubygems_api_key: {v}"}, negs=[XF("rubygems_"), TPL("gha")])
K("docker-pat", lambda rng: "dckr_pat_" + rs(rng, 27, B64URL), "DOCKERHUB_TOKEN", negs=[STAR("dckr_pat_"), TPL("gha")])


def docker_cfg(rng, user=None, pw=None):
    user = user or rng.choice(["ci-bot", "deploy", "jenkins"])
    pw = pw or ("dckr_pat_" + rs(rng, 27, B64URL) if rng.random() < 0.5 else rs(rng, 20))
    auth = base64.b64encode(("%s:%s" % (user, pw)).encode()).decode()
    reg = rng.choice(["https://index.docker.io/v1/", "registry.gitlab.com", "ghcr.io", "acme.jfrog.io"])
    return dict(text=json.dumps({"auths": {reg: {"auth": auth}}, "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"}}, indent=2), secret=auth)


K("docker-config-auth", docker_cfg, mode="text", fname="config.json", native={"docker_config": None},
  negs=[LIT(lambda rng, s: docker_cfg(rng, "username", "password"), "auth is base64 of the literal placeholder username:password", text=True),
        LIT(dict(text='{\n  "auths": {\n    "ghcr.io": {}\n  },\n  "credsStore": "desktop"\n}', secret="desktop"),
            "credential-helper config, no stored credentials", text=True)])
K("terraform-cloud-token", lambda rng: rs(rng, 14) + ".atlasv1." + rs(rng, 67), "TF_TOKEN_app_terraform_io", negs=[PART(""), TPL("gha")])
K("vault-service-token", lambda rng: "hvs.CAESI" + rs(rng, 86, B64URL), "VAULT_TOKEN", negs=[XF("hvs."), TPL("compose")])
K("bitbucket-app-password", lambda rng: "ATBB" + rs(rng, 32) + rs(rng, 8, UHEX), "BITBUCKET_APP_PASSWORD",
  native={"git_credentials": "https://deploy-bot:{v}@bitbucket.org"}, negs=[STAR("ATBB"), TPL("ansible")])
K("sonarqube-token", lambda rng: "sqp_" + rs(rng, 40, HEX), "SONAR_TOKEN", negs=[XF("sqp_"), TPL("gha")])

# ---- private keys
PUBPEM = lambda rng, s: dict(text=pem("PUBLIC KEY", seq(seq(OID_RSA, b"\x05\x00"), der(0x03, b"\x00" + rbytes(rng, 270)))), secret=None)


def _pub(rng, s):
    d = PUBPEM(rng, s)
    d["secret"] = d["text"]
    return d


def _ph(label):
    t = "-----BEGIN %s-----\n<paste your key here>\n-----END %s-----" % (label, label)
    return LIT(dict(text=t, secret=t), "placeholder key block with no key material", text=True)


PUBNEG = LIT(_pub, "public key block: not secret", text=True)
K("private-key-rsa", lambda rng: pem_rsa(rng), mode="text", fname="server.key", ext="key", negs=[PUBNEG, _ph("RSA PRIVATE KEY")])
K("private-key-ec", lambda rng: pem_ec(rng), mode="text", fname="ec-signing.pem", ext="pem", negs=[PUBNEG, _ph("EC PRIVATE KEY")])
K("private-key-pkcs8", lambda rng: pem_pkcs8(rng), mode="text", fname="tls.key", ext="key", negs=[_ph("PRIVATE KEY"),
  LIT(lambda rng, s: dict(text=pem("CERTIFICATE", rbytes(rng, 700)), secret=None), "X.509 certificate: public", text=True)])


def ossh(rng, idx=[0]):
    t = ["ed25519", "ecdsa", "rsa"][rng.randrange(3)]
    return openssh_key(rng, t, "deploy@build-%d" % rng.randrange(100))[0]


def ossh_pub(rng, s):
    k, pub = openssh_key(rng, "ed25519", "deploy@build")
    t = ssh_pub_line(pub, "ed25519", "deploy@build")
    return dict(text=t, secret=t)


K("private-key-openssh", ossh, mode="text", fname="id_deploy", ext="key",
  negs=[LIT(ossh_pub, "OpenSSH public key line (authorized_keys): not secret", text=True), _ph("OPENSSH PRIVATE KEY")])
K("private-key-pgp", lambda rng: pgp_private(rng, "Release Signing <release@example.net>"), mode="text", fname="release-signing.asc", ext="asc",
  negs=[_ph("PGP PRIVATE KEY BLOCK"), LIT(lambda rng, s: (lambda t: dict(text=t, secret=t))(
      pgp_private(rng, "Release <release@example.net>").replace("PRIVATE", "PUBLIC")), "PGP public key block: not secret", text=True)])


def ppk_pub(rng, s):
    t = "---- BEGIN SSH2 PUBLIC KEY ----\nComment: \"eddsa-key-20250301\"\n%s\n---- END SSH2 PUBLIC KEY ----" % wrap(
        base64.b64encode(sstr("ssh-ed25519") + sstr(rbytes(rng, 32))).decode(), 64)
    return dict(text=t, secret=t)


K("putty-private-key", lambda rng: putty_key(rng, "eddsa-key-2025%04d" % rng.randrange(101, 1231)), mode="text", fname="deploy.ppk", ext="ppk",
  negs=[LIT(ppk_pub, "PuTTY/RFC 4716 public key: not secret", text=True),
        LIT(dict(text="PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: example\nPrivate-Lines: 1\nREDACTED\nPrivate-MAC: REDACTED",
                 secret="REDACTED\nPrivate-MAC: REDACTED"), "PuTTY key with key material redacted", text=True)])


def jwt_gen(rng):
    now = 1741900000 + rng.randrange(10 ** 6)
    c = rng.randrange(3)
    if c == 0:
        h, p = {"alg": "RS256", "kid": b64u(rbytes(rng, 32))}, {
            "aud": ["https://kubernetes.default.svc.cluster.local"], "exp": now + 31536000, "iat": now,
            "iss": "https://kubernetes.default.svc.cluster.local",
            "kubernetes.io": {"namespace": "ci", "serviceaccount": {"name": "deployer", "uid": ruuid(rng)}},
            "nbf": now, "sub": "system:serviceaccount:ci:deployer"}
        return jwt_make(rng, h, p, 256)
    if c == 1:
        return jwt_make(rng, {"alg": "HS256", "typ": "JWT"}, {"iss": "supabase", "ref": rs(rng, 20, LOW), "role": "service_role",
                                                             "iat": now, "exp": now + 315360000}, 32)
    return jwt_make(rng, {"alg": "RS256", "typ": "JWT", "kid": rs(rng, 22, B64URL)},
                    {"iss": "https://acme.eu.auth0.com/", "sub": rs(rng, 32) + "@clients", "aud": "https://acme.eu.auth0.com/api/v2/",
                     "iat": now, "exp": now + 86400, "gty": "client-credentials", "azp": rs(rng, 32)}, 256)


K("jwt", jwt_gen, "SERVICE_ACCOUNT_TOKEN",
  negs=[LIT("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
            "jwt.io documented example token"),
        LIT(lambda rng, s: b64u(b'{"alg":"none","typ":"JWT"}') + "." + b64u(b'{"sub":"test-user","role":"viewer"}') + ".",
            "unsigned (alg none) test JWT with empty signature", debatable=True)])

# ---- URLs, DB, HTTP
SCHEMES = [("postgresql", "db.prod.internal:5432/orders", "DATABASE_URL"), ("mongodb+srv", "cluster0.ab1cd.mongodb.net/app?retryWrites=true", "MONGODB_URI"),
           ("redis", "cache.prod.internal:6379/0", "REDIS_URL"), ("amqps", "mq.prod.internal:5671/%2Fprod", "AMQP_URL"),
           ("mysql", "mysql.prod.internal:3306/shop", "MYSQL_URL"), ("smtp", "smtp.mailhost.example.net:587", "SMTP_URL"),
           ("ldaps", "ldap.corp.example.net:636", "LDAP_URI"), ("ftp", "files.partner.example.com/inbound", "FTP_URL")]


def urlpw(rng):
    sch, host, name = SCHEMES[rng.randrange(len(SCHEMES))]
    pw = rs(rng, rng.randrange(16, 28))
    return dict(value="%s://%s:%s@%s" % (sch, rng.choice(["app", "svc_orders", "admin", "etl"]), pw, host), secret=pw, name=name)


K("url-password", urlpw, "DATABASE_URL",
  negs=[LIT("postgres://user:password@localhost:5432/mydb", "documentation placeholder credentials", decoy="password"),
        LIT("postgresql://orders:${DB_PASSWORD}@db.prod.internal:5432/orders", "environment reference in the URL, no value", decoy="${DB_PASSWORD}")])


def pgpass(rng):
    pw = rs(rng, 22)
    return dict(text="# ~/.pgpass\ndb.prod.internal:5432:orders:svc_orders:%s" % pw, secret=pw)


K("pgpass-password", pgpass, mode="text", fname=".pgpass", native={"pgpass": None},
  negs=[LIT(dict(text="db.prod.internal:5432:orders:svc_orders:<password>", secret="<password>"), "placeholder password", text=True),
        LIT(dict(text="# hostname:port:database:username:password", secret="password"), "the documented .pgpass header comment", text=True)])


def mycnf(rng):
    pw = rs(rng, 20)
    return dict(text="[client]\nuser=backup\npassword=%s\nhost=mysql.prod.internal\nport=3306" % pw, secret=pw)


K("mysql-option-password", mycnf, mode="text", fname=".my.cnf", native={"mycnf": None},
  negs=[LIT(dict(text="[client]\nuser=backup\npassword=<your_password>\nhost=localhost", secret="<your_password>"), "placeholder", text=True),
        LIT(dict(text="[client]\nuser=backup\npassword=${MYSQL_PWD}", secret="${MYSQL_PWD}"), "environment reference", text=True)])


def sqlsrv(rng):
    pw = rs(rng, 18) + rng.choice("!#%*-_") + rs(rng, 3)
    return dict(value="Server=tcp:%s.database.windows.net,1433;Initial Catalog=orders;Persist Security Info=False;User ID=orders_app;"
                      "Password=%s;MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;" % (rs(rng, 8, LOW), pw),
                secret=pw)


K("sqlserver-connection-password", sqlsrv, "ConnectionStrings__OrdersDb",
  negs=[LIT("Server=tcp:myserver.database.windows.net,1433;Initial Catalog=mydb;User ID=myuser;Password={your_password};Encrypt=True;",
            "Azure portal placeholder connection string", decoy="{your_password}"),
        LIT("Server=localhost;Database=orders;User Id=sa;Password=********;", "redacted password", decoy="********")])


def netrc(rng):
    pw = rs(rng, 24)
    return dict(text="machine %s login deploy password %s" % (rng.choice(["artifacts.example.net", "api.partner.example.com", "git.example.org"]), pw), secret=pw)


K("netrc-password", netrc, mode="text", fname=".netrc", native={"netrc": None},
  negs=[LIT(dict(text="machine artifacts.example.net login deploy password XXXXXXXX", secret="XXXXXXXX"), "x-filled placeholder", text=True),
        LIT(dict(text="machine artifacts.example.net login deploy password $ARTIFACTS_PASSWORD", secret="$ARTIFACTS_PASSWORD"), "environment reference", text=True)])

HDR = ["shell_history", "http_dump", "gha_log", "gitlab_log", "llm_transcript", "slack_message", "github_comment",
       "jira_comment", "email_qp", "email_base64", "stack_trace", "postman"]


def basic(rng):
    b = base64.b64encode(("%s:%s" % (rng.choice(["admin", "svc-export", "ci"]), rs(rng, 20))).encode()).decode()
    return dict(text="Authorization: Basic " + b, secret=b)


K("basic-auth", basic, mode="text", header=True, carriers=HDR,
  negs=[LIT(dict(text="Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==", secret="QWxhZGRpbjpvcGVuIHNlc2FtZQ=="), "RFC 7617 / MDN example (Aladdin:open sesame)", text=True),
        LIT(dict(text="Authorization: Basic <base64(user:pass)>", secret="<base64(user:pass)>"), "placeholder", text=True)])


def bearer(rng):
    t = rs(rng, 1) + rs(rng, rng.choice([31, 39, 47]), B64URL)
    return dict(text="Authorization: Bearer " + t, secret=t)


K("bearer-token", bearer, mode="text", header=True, carriers=HDR,
  negs=[LIT(dict(text="Authorization: Bearer <ACCESS_TOKEN>", secret="<ACCESS_TOKEN>"), "placeholder", text=True),
        LIT(dict(text="Authorization: Bearer $API_TOKEN", secret="$API_TOKEN"), "shell variable reference", text=True)])


def authz(rng):
    t = rs(rng, 40, HEX if rng.random() < 0.3 else ALNUM)
    sch = rng.choice(["Token token=%s", "Token %s", "Api-Key %s", "Key %s"])
    return dict(text="Authorization: " + sch % t, secret=t)


K("authorization-token", authz, mode="text", header=True, carriers=HDR,
  negs=[LIT(dict(text="Authorization: Token <your-token>", secret="<your-token>"), "placeholder", text=True),
        LIT(dict(text="Authorization: Token ${{ secrets.API_TOKEN }}", secret="${{ secrets.API_TOKEN }}"), "GitHub Actions expression", text=True)])

PWA = ALNUM + "!#%*-_.@"
K("generic-password-named", lambda rng: rs(rng, rng.randrange(14, 24), PWA), "DB_PASSWORD",
  names=["DB_PASSWORD", "SMTP_PASSWORD", "ADMIN_PASSWORD", "REDIS_PASSWORD", "LDAP_BIND_PASSWORD", "KEYSTORE_PASSWORD"],
  negs=[LIT("********", "masked password"), TPL("compose")])
K("generic-api-key-named", lambda rng: rs(rng, 32), "API_KEY", names=["API_KEY", "PARTNER_API_KEY", "X_API_KEY", "ACCESS_TOKEN", "INTERNAL_API_TOKEN"],
  negs=[LIT("your-api-key-here", "placeholder"), TPL("helm")])
K("generic-secret-named", lambda rng: rs(rng, 32), "token", names=["token", "secret", "token", "secret", "privateKey"],
  negs=[LIT(lambda rng, s: rs(rng, 40, HEX), "40-hex value under bare name (a digest-shaped value the rule excludes)", debatable=True),
        LIT("<redacted>", "redacted", name="secret")])
DJ = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"
K("django-secret-key", lambda rng: ("django-insecure-" if rng.random() < 0.5 else "") + rs(rng, 50, DJ), "DJANGO_SECRET_KEY", names=["SECRET_KEY", "DJANGO_SECRET_KEY"],
  negs=[LIT("django-insecure-EXAMPLE-not-a-real-key-change-me", "fixture marked EXAMPLE"), TPL("ansible")])

# ---- observability
K("datadog-api-key", lambda rng: rs(rng, 32, HEX), "DD_API_KEY",
  negs=[LIT("<DATADOG_API_KEY>", "placeholder from Datadog's docs"), LIT(lambda rng, s: rs(rng, 32, HEX), "W3C trace id (32 hex), not a key", name="DD_TRACE_ID")])
K("datadog-app-key", lambda rng: rs(rng, 40, HEX), "DD_APP_KEY",
  negs=[LIT(lambda rng, s: rs(rng, 40, HEX), "git commit SHA for Datadog source-code integration", name="DD_GIT_COMMIT_SHA"), TPL("gha")])
K("newrelic-user-key", lambda rng: "NRAK-" + rs(rng, 27, UPALNUM), "NEW_RELIC_API_KEY", negs=[XF("NRAK-", "X"), TPL("compose")])
K("newrelic-license-key", lambda rng: rs(rng, 36, HEX) + "NRAL", "NEW_RELIC_LICENSE_KEY",
  negs=[LIT("YOUR_LICENSE_KEY", "placeholder from New Relic's install docs"), TPL("helm")])
K("sentry-user-token", lambda rng: "sntryu_" + rs(rng, 64, HEX), "SENTRY_AUTH_TOKEN",
  negs=[LIT(lambda rng, s: rs(rng, 32, HEX), "Sentry DSN public key: public by design", name="SENTRY_DSN",
            decoy=None), TPL("gha")])


def sntrys(rng):
    j = json.dumps({"iat": 1741900000 + rng.randrange(10 ** 6), "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": rs(rng, 6, LOW)})
    return "sntrys_" + base64.b64encode(j.encode()).decode().rstrip("=") + "_" + rs(rng, 43, B64URL)


K("sentry-org-token", sntrys, "SENTRY_AUTH_TOKEN", negs=[PART("sntrys_"), TPL("compose")])
K("grafana-service-account", lambda rng: "glsa_" + rs(rng, 32) + "_" + rs(rng, 8, HEX), "GRAFANA_TOKEN", negs=[XF("glsa_"), TPL("helm")])
K("splunk-hec-token-named", ruuid, "SPLUNK_HEC_TOKEN",
  negs=[LIT(lambda rng, s: ruuid(rng), "HEC request channel id (UUID), not a secret", name="SPLUNK_HEC_CHANNEL"), TPL("ansible")])

K("digitalocean-pat", lambda rng: "dop_v1_" + rs(rng, 64, HEX), "DIGITALOCEAN_TOKEN", negs=[STAR("dop_v1_"), TPL("gha")])
K("cloudflare-api-token", lambda rng: rs(rng, 40, B64URL), "CLOUDFLARE_API_TOKEN",
  negs=[LIT(lambda rng, s: rs(rng, 32, HEX), "zone id: identifier, not a secret", name="CLOUDFLARE_ZONE_ID"), TPL("gha")])
K("heroku-legacy-api-key", ruuid, "HEROKU_API_KEY", native={"netrc": "machine api.heroku.com login ops@example.net password {v}"},
  negs=[LIT(lambda rng, s: ruuid(rng), "app id (UUID): identifier", name="HEROKU_APP_ID"), TPL("gha")])
K("shopify-access-token", lambda rng: "shpat_" + rs(rng, 32, HEX), "SHOPIFY_ACCESS_TOKEN", negs=[PART("shpat_"), TPL("ssm")])
K("age-secret-key", lambda rng: bech32("age-secret-key-", rbytes(rng, 32)).upper(), "SOPS_AGE_KEY",
  negs=[LIT(lambda rng, s: bech32("age", rbytes(rng, 32)), "age recipient (public key): public by design", name="SOPS_AGE_RECIPIENTS"), TPL("gha")])
K("mapbox-secret-token", lambda rng: "sk." + b64u(json.dumps({"u": rs(rng, 8, LOW), "a": rs(rng, 25, LOW + DIG)}).encode()) + "." + rs(rng, 22, B64URL),
  "MAPBOX_DOWNLOADS_TOKEN",
  negs=[LIT(lambda rng, s: "pk." + b64u(json.dumps({"u": rs(rng, 8, LOW), "a": rs(rng, 25, LOW + DIG)}).encode()) + "." + rs(rng, 22, B64URL),
            "Mapbox public token (pk.): public by design", name="MAPBOX_ACCESS_TOKEN"), TPL("gha")])

# ---------------------------------------------------------------- building


def kind_carriers(k):
    if k["carriers"]:
        return list(k["carriers"])
    if k["mode"] == "kv":
        return [c for c, v in CARRIERS.items() if v[2]]
    sample = k["gen"](random.Random("sample|" + k["id"]))
    sample = sample if isinstance(sample, str) else sample.get("text", sample.get("value"))
    col = 4 if "\n" in sample else 3
    extra = ["kubeconfig"] if k["id"] in ("private-key-rsa", "private-key-ec", "private-key-pkcs8") else []
    out = [c for c, v in CARRIERS.items() if v[col]] + extra
    if k["id"] in ("gcp-service-account", "private-key-openssh", "private-key-rsa", "private-key-pkcs8"):
        out.remove("email_base64")  # a base64 attachment of a 2048-bit key runs past 40 lines
    return out


def allocate():
    g = random.Random(SEED)
    usage = {}
    plan = []
    for k in KINDS:
        allowed = kind_carriers(k)
        used = set()
        negs = []
        for n in k["negs"]:
            c = n.get("carrier")
            negs.append([n, c])
            if c:
                used.add(c)
        pos = []
        for c in list(k["native"])[:3]:
            if c not in used:
                pos.append(c); used.add(c)
        if k["ext"] and k["mode"] == "text" and "keyfile" not in used:
            pos.append("keyfile"); used.add("keyfile")

        def pick():
            cands = [c for c in allowed if c not in used and c != "keyfile"]
            g.shuffle(cands)
            cands.sort(key=lambda c: usage.get(c, 0))
            c = cands[0]
            used.add(c)
            return c
        while len(pos) < 5:
            pos.append(pick())
        for n in negs:
            if not n[1]:
                n[1] = pick()
        for c in pos + [n[1] for n in negs]:
            usage[c] = usage.get(c, 0) + 1
        plan.append((k, pos, negs))
    return plan


def make_pos(k, rng, idx):
    r = k["gen"](rng)
    if isinstance(r, str):
        r = dict(value=r)
    name = r.get("name") or (k["names"][idx % len(k["names"])] if k["names"] else k["name"])
    if k["mode"] == "text":
        return dict(text=r["text"] if "text" in r else r["value"], secret=r.get("secret") or r.get("text") or r["value"]), name
    comp = [P(a, b) for a, b in r.get("pairs", [])]
    return dict(pairs=comp + [P(name, r["value"], True, r.get("secret"))]), name


def make_neg(k, n, rng, carrier):
    sample_r = k["gen"](random.Random("sample|" + k["id"]))
    sample = sample_r if isinstance(sample_r, str) else sample_r.get("value", sample_r.get("text", ""))
    name = n.get("name") or k["name"] or "token"
    if "tpl" in n:
        v = n["tpl"](name)
        comp = [P(a, b) for a, b in (n.get("pairs") or [])]
        return dict(pairs=comp + [P(name, v, True)])
    v = n["value"](rng, sample)
    if n.get("text") or k["mode"] == "text":
        if isinstance(v, str):
            v = dict(text=v, secret=n.get("decoy") or v)
        return dict(text=v["text"], secret=v["secret"] or v["text"])
    comp = [P(a, b) for a, b in (n.get("pairs") or [])]
    dec = n.get("decoy")
    if k["id"] == "sentry-user-token" and name == "SENTRY_DSN":
        dec, v = v, "https://%s@o%s.ingest.us.sentry.io/%s" % (v, rs(rng, 6, DIG), rs(rng, 7, DIG))
    return dict(pairs=comp + [P(name, v, True, dec)])


def render(k, carrier, spec, rng):
    if k["mode"] == "text" or "text" in spec:
        ctx = Ctx(rng, k["id"], "text", text=spec["text"], secret=spec["secret"], fname=k["fname"],
                  native=k["native"], header=k["header"])
    else:
        ctx = Ctx(rng, k["id"], "kv", pairs=spec["pairs"], fname=k["fname"], native=k["native"])
    if carrier in NATIVE_EXT:
        if carrier == "aws_credentials":
            parts = ["[default]\nregion = eu-west-1\n\n[prod-deploy]\n"]
            from gen_carriers import sl
            for p in ctx.pairs:
                parts += [snake(p.name) + " = ", sl(p), "\n"]
            parts.append("output = json\n")
        else:
            parts = c_native(ctx, carrier)
        ext = NATIVE_EXT[carrier]
    else:
        f, ext = CARRIERS[carrier][0], CARRIERS[carrier][1]
        parts = f(ctx)
        if carrier == "keyfile":
            ext = k["ext"]
    data, span, encoding = assemble(parts)
    assert span, (k["id"], carrier)
    return data, span, encoding, ext


def build():
    """Return list of case dicts (with bytes) without touching the disk."""
    cases = []
    num = 0
    for k, pos, negs in allocate():
        for i, c in enumerate(pos):
            rng = random.Random(f"{SEED}|{k['id']}|{c}")
            spec, _ = make_pos(k, rng, i)
            data, span, encoding, ext = render(k, c, spec, rng)
            secret = spec.get("secret") if "text" in spec else spec["pairs"][-1].secret
            num += 1
            cases.append(dict(num=num, kind=k["id"], carrier=c, ext=ext, data=data, span=span, encoding=encoding,
                              positive=True, expected=secret))
        for n, c in negs:
            rng = random.Random(f"{SEED}|{k['id']}|{c}")
            spec = make_neg(k, n, rng, c)
            data, span, encoding, ext = render(k, c, spec, rng)
            secret = spec.get("secret") if "text" in spec else spec["pairs"][-1].secret
            num += 1
            cases.append(dict(num=num, kind=k["id"], carrier=c, ext=ext, data=data, span=span, encoding=encoding,
                              positive=False, expected=secret, note=n["note"], debatable=n.get("debatable", False)))
    for cs in cases:
        cs["file"] = "cases/%s/%04d_%s.%s" % (cs["carrier"], cs["num"], cs["kind"], cs["ext"])
    return cases


def main():
    cases = build()
    shutil.rmtree(os.path.join(HERE, "cases"), ignore_errors=True)
    with open(os.path.join(HERE, "manifest.jsonl"), "w") as m:
        for cs in cases:
            path = os.path.join(HERE, cs["file"])
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(cs["data"])
            rec = {"file": cs["file"], "kind": cs["kind"], "provider": PROVIDERS[cs["kind"]], "carrier": cs["carrier"],
                   "positive": cs["positive"], "start": cs["span"][0], "end": cs["span"][1], "encoding": cs["encoding"]}
            if not cs["positive"]:
                rec["note"] = cs["note"]
                if cs["debatable"]:
                    rec["debatable"] = True
            m.write(json.dumps(rec) + "\n")
    pos = sum(c["positive"] for c in cases)
    print("cases=%d positives=%d negatives=%d kinds=%d carriers=%d" % (
        len(cases), pos, len(cases) - pos, len({c["kind"] for c in cases}), len({c["carrier"] for c in cases})))


if __name__ == "__main__":
    main()
