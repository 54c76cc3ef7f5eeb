"""Token shapes for corpus4. Each entry: env name, generator, optional header,
flags. All values random from the per-case RNG; shapes follow providers' public docs."""
import string, base64, json
from urllib.parse import quote

AL = string.ascii_letters + string.digits
def A(r, n): return ''.join(r.choice(AL) for _ in range(n))
def H(r, n): return ''.join(r.choice('0123456789abcdef') for _ in range(n))
def UA(r, n): return ''.join(r.choice(string.ascii_uppercase + string.digits) for _ in range(n))
def LA(r, n): return ''.join(r.choice(string.ascii_lowercase + string.digits) for _ in range(n))
def LO(r, n): return ''.join(r.choice(string.ascii_lowercase) for _ in range(n))
def AZ(r, n): return ''.join(r.choice(string.ascii_letters) for _ in range(n))
def B(r, n): return ''.join(r.choice(AL + '-_') for _ in range(n))
def D(r, n): return r.choice('123456789') + ''.join(r.choice(string.digits) for _ in range(n - 1))
def U(r):
    h = '%032x' % r.getrandbits(128)
    h = h[:12] + '4' + h[13:16] + r.choice('89ab') + h[17:]
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'
def b64(bs, url=False, pad=True):
    s = (base64.urlsafe_b64encode if url else base64.b64encode)(bs).decode()
    return s if pad else s.rstrip('=')
def rb(r, n): return bytes(r.getrandbits(8) for _ in range(n))

def pem(r, label, lead, n):
    body = b64(lead + rb(r, n - len(lead)))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return f'-----BEGIN {label}-----\n' + '\n'.join(lines) + f'\n-----END {label}-----'

def grafana_cloud(r):
    d = {"o": D(r, 6), "n": r.choice(["ci-deploy", "alloy-prod", "metrics-push"]) + "-" + LO(r, 4),
         "k": A(r, 24), "m": {"r": r.choice(["prod-eu-west-2", "prod-us-east-0", "prod-ap-southeast-1"])}}
    return 'glc_' + b64(json.dumps(d, separators=(',', ':')).encode(), pad=True)

def grafana_legacy(r):
    d = {"k": A(r, 32), "n": r.choice(["ci", "terraform", "backup-job"]), "id": int(D(r, 1))}
    return b64(json.dumps(d, separators=(',', ':')).encode())

def op_sa(r):
    d = {"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
         "iterations": 650000, "salt": b64(rb(r, 16), url=True, pad=False)},
         "email": LO(r, 10) + "@" + LO(r, 8) + ".1passwordserviceaccounts.com",
         "srpX": H(r, 64), "muk": {"alg": "A256GCM", "ext": True, "k": b64(rb(r, 32), url=True, pad=False),
         "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"},
         "secretKey": op_secret(r), "throttleSecret": {"seed": H(r, 64), "uuid": UA(r, 26)},
         "deviceUuid": LA(r, 26)}
    return 'ops_' + b64(json.dumps(d, separators=(',', ':')).encode())

def op_secret(r):
    return 'A3-' + '-'.join([UA(r, 6), UA(r, 6), UA(r, 5), UA(r, 5), UA(r, 5), UA(r, 5)])

def jfrog_ref(r):
    s = f"reftkn:01:{D(r, 10)}:{A(r, 27)}"
    return b64(s.encode(), pad=False)

def discord(r):
    uid = D(r, 19)
    return b64(uid.encode(), pad=False) + '.' + B(r, 6) + '.' + B(r, 38)

def upstash(r):
    return 'A' + b64(rb(r, 51))[1:]

def telegram(r):
    tok = D(r, 10) + ':AA' + B(r, 33)
    pre = 'https://api.telegram.org/bot'
    url = pre + tok + '/' + r.choice(['sendMessage', 'getUpdates', 'sendDocument'])
    return (url, len(pre), len(pre) + len(tok), 'raw', tok)

def slack_wf(r):
    if r.random() < 0.5:
        url = f"https://hooks.slack.com/workflows/T0{UA(r, 8)}/A0{UA(r, 9)}/{D(r, 18)}/{A(r, 24)}"
    else:
        url = f"https://hooks.slack.com/triggers/T0{UA(r, 8)}/{D(r, 13)}/{H(r, 32)}"
    return url

def sas(r):
    sig = b64(rb(r, 32))
    acct = LO(r, 10)
    pre = f"https://{acct}.blob.core.windows.net/{r.choice(['backups','exports','uploads'])}/{LO(r,6)}.tar.gz?sig="
    q = quote(sig, safe='')
    url = pre + q + f"&se=2027-0{r.randint(1,9)}-1{r.randint(0,9)}T00%3A00%3A00Z&sp=r&sv=2022-11-02&sr=b"
    return (url, len(pre), len(pre) + len(q), 'url', sig)

def adyen(r):
    return 'AQE' + b64(rb(r, 48))[:-1] + '-' + b64(rb(r, 32)) + '-' + A(r, 16)

def flyio(r):
    if r.random() < 0.5:
        return 'fo1_' + B(r, 43)
    return 'fm2_' + b64(rb(r, 150))

def ngrok(r):
    return r.choice('123') + A(r, 26) + '_' + A(r, 21)

BEARER = ('Authorization', 'Bearer ')
# kind: (env, gen, header, flags)  flags: P prefixed/self-identifying, N needs name, M multiline
K = {
 'github-refresh': ('GITHUB_REFRESH_TOKEN', lambda r: 'ghr_' + A(r, 76), None, 'P'),
 'slack-workspace-token': ('SLACK_TOKEN', lambda r: r.choice([f'xoxa-2-{D(r,12)}-{D(r,12)}-{D(r,13)}-{H(r,64)}', f'xoxr-{D(r,12)}-{D(r,13)}-{A(r,24)}']), BEARER, 'P'),
 'databricks-token': ('DATABRICKS_TOKEN', lambda r: 'dapi' + H(r, 32) + r.choice(['', '-2', '-3']), BEARER, 'P'),
 'digitalocean-oauth': ('DIGITALOCEAN_ACCESS_TOKEN', lambda r: 'doo_v1_' + H(r, 64), BEARER, 'P'),
 'digitalocean-refresh': ('DIGITALOCEAN_REFRESH_TOKEN', lambda r: 'dor_v1_' + H(r, 64), None, 'P'),
 'doppler-token': ('DOPPLER_TOKEN', lambda r: r.choice(['dp.pt.' + A(r, 43), 'dp.st.prd.' + A(r, 43), 'dp.sa.' + A(r, 43)]), BEARER, 'P'),
 'grafana-cloud-token': ('GRAFANA_CLOUD_ACCESS_POLICY_TOKEN', grafana_cloud, BEARER, 'P'),
 'heroku-api-key': ('HEROKU_API_KEY', lambda r: 'HRKU-AA' + B(r, 58), BEARER, 'P'),
 'linear-api-key': ('LINEAR_API_KEY', lambda r: 'lin_api_' + A(r, 40), ('Authorization', ''), 'P'),
 'perplexity-api-key': ('PERPLEXITY_API_KEY', lambda r: 'pplx-' + A(r, 48), BEARER, 'P'),
 'shopify-shared-secret': ('SHOPIFY_API_SECRET', lambda r: 'shpss_' + H(r, 32), None, 'P'),
 'vault-batch-token': ('VAULT_TOKEN', lambda r: 'hvb.AAAAAQ' + B(r, 128), ('X-Vault-Token', ''), 'P'),
 'vault-recovery-token': ('VAULT_RECOVERY_TOKEN', lambda r: 'hvr.' + A(r, 24), ('X-Vault-Token', ''), 'P'),
 'private-key-dsa': ('DSA_PRIVATE_KEY', lambda r: pem(r, 'DSA PRIVATE KEY', b'\x30\x82\x01\xbb\x02\x01\x00\x02\x81\x81\x00', 447), None, 'PM'),
 'private-key-encrypted': ('TLS_PRIVATE_KEY', lambda r: pem(r, 'ENCRYPTED PRIVATE KEY', b'\x30\x82\x01\x3c\x30\x4e\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x05\x0d\x30\x41\x30\x29\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x05\x0c\x30\x1c\x04\x08', 320), None, 'PM'),
 'telegram-bot-url': ('TELEGRAM_WEBHOOK_URL', telegram, None, 'P'),
 'postman-api-key': ('POSTMAN_API_KEY', lambda r: 'PMAK-' + H(r, 24) + '-' + H(r, 34), ('X-Api-Key', ''), 'P'),
 'pulumi-token': ('PULUMI_ACCESS_TOKEN', lambda r: 'pul-' + H(r, 40), ('Authorization', 'token '), 'P'),
 'posthog-personal-api-key': ('POSTHOG_PERSONAL_API_KEY', lambda r: 'phx_' + A(r, 43), BEARER, 'P'),
 'square-secret': ('SQUARE_ACCESS_TOKEN', lambda r: r.choice(['EAAA' + B(r, 60), 'sq0csp-' + B(r, 43)]), BEARER, 'P'),
 'supabase-token': ('SUPABASE_ACCESS_TOKEN', lambda r: 'sbp_' + H(r, 40), BEARER, 'P'),
 'figma-token': ('FIGMA_TOKEN', lambda r: 'figd_' + B(r, 40), ('X-Figma-Token', ''), 'P'),
 'notion-token': ('NOTION_TOKEN', lambda r: 'ntn_' + D(r, 11) + A(r, 35), BEARER, 'P'),
 'braintree-access-token': ('BRAINTREE_ACCESS_TOKEN', lambda r: f'access_token$production${LA(r,16)}${H(r,32)}', None, 'P'),
 'plaid-access-token': ('PLAID_ACCESS_TOKEN', lambda r: 'access-production-' + U(r), None, 'P'),
 'flutterwave-secret-key': ('FLW_SECRET_KEY', lambda r: 'FLWSECK-' + H(r, 32) + '-X', BEARER, 'P'),
 'adyen-api-key': ('ADYEN_API_KEY', adyen, ('X-API-Key', ''), 'N'),
 'razorpay-key-secret': ('RAZORPAY_KEY_SECRET', lambda r: A(r, 24), None, 'N'),
 'shippo-token': ('SHIPPO_API_TOKEN', lambda r: 'shippo_live_' + H(r, 40), ('Authorization', 'ShippoToken '), 'P'),
 'easypost-api-key': ('EASYPOST_API_KEY', lambda r: 'EZAK' + H(r, 54), None, 'P'),
 'duffel-token': ('DUFFEL_ACCESS_TOKEN', lambda r: 'duffel_live_' + B(r, 43), BEARER, 'P'),
 'mailgun-api-key-named': ('MAILGUN_API_KEY', lambda r: r.choice(['key-' + H(r, 32), H(r, 32) + '-' + H(r, 8) + '-' + H(r, 8)]), None, 'N'),
 'mailchimp-api-key': ('MAILCHIMP_API_KEY', lambda r: H(r, 32) + '-us' + str(r.randint(1, 21)), None, 'P'),
 'discord-bot-token': ('DISCORD_BOT_TOKEN', discord, ('Authorization', 'Bot '), 'N'),
 'brevo-api-key': ('BREVO_API_KEY', lambda r: r.choice(['xkeysib-', 'xsmtpsib-']) + H(r, 64) + '-' + A(r, 16), ('api-key', ''), 'P'),
 'postmark-server-token': ('POSTMARK_SERVER_TOKEN', U, ('X-Postmark-Server-Token', ''), 'N'),
 'slack-config-token': ('SLACK_CONFIG_TOKEN', lambda r: r.choice(['xoxe.xoxp-1-' + A(r, 146), 'xoxe-1-' + A(r, 134)]), BEARER, 'P'),
 'slack-workflow-webhook': ('SLACK_WORKFLOW_WEBHOOK_URL', slack_wf, None, 'P'),
 'zendesk-api-token': ('ZENDESK_API_TOKEN', lambda r: A(r, 40), None, 'N'),
 'circleci-token': ('CIRCLECI_TOKEN', lambda r: r.choice(['CCIPAT_', 'CCIPRJ_']) + A(r, 22) + '_' + H(r, 40), ('Circle-Token', ''), 'P'),
 'buildkite-token': ('BUILDKITE_API_TOKEN', lambda r: 'bkua_' + H(r, 40), BEARER, 'P'),
 'nuget-api-key': ('NUGET_API_KEY', lambda r: 'oy2' + LA(r, 43), ('X-NuGet-ApiKey', ''), 'P'),
 'docker-org-token': ('DOCKERHUB_TOKEN', lambda r: 'dckr_oat_' + B(r, 32), None, 'P'),
 'jfrog-api-key': ('ARTIFACTORY_API_KEY', lambda r: 'AKCp' + A(r, 69), ('X-JFrog-Art-Api', ''), 'P'),
 'jfrog-reference-token': ('JFROG_ACCESS_TOKEN', jfrog_ref, BEARER, 'P'),
 'sonarqube-token-named': ('SONAR_TOKEN', lambda r: H(r, 40), None, 'N'),
 'harness-token': ('HARNESS_PLATFORM_API_KEY', lambda r: r.choice(['pat.', 'sat.']) + B(r, 22) + '.' + H(r, 24) + '.' + A(r, 20), ('x-api-key', ''), 'P'),
 'octopus-api-key': ('OCTOPUS_API_KEY', lambda r: 'API-' + UA(r, r.choice([26, 32])), ('X-Octopus-ApiKey', ''), 'P'),
 'travis-token': ('TRAVIS_API_TOKEN', lambda r: B(r, 22), ('Authorization', 'token '), 'N'),
 'codecov-token': ('CODECOV_TOKEN', U, None, 'N'),
 'snyk-token': ('SNYK_TOKEN', U, ('Authorization', 'token '), 'N'),
 'clojars-token': ('CLOJARS_DEPLOY_TOKEN', lambda r: 'CLOJARS_' + H(r, 60), None, 'P'),
 'gitlab-job-token': ('CI_JOB_TOKEN', lambda r: 'glcbt-' + H(r, 2) + '_' + B(r, 20), ('JOB-TOKEN', ''), 'P'),
 'gitlab-feature-flag-token': ('UNLEASH_INSTANCE_ID', lambda r: 'glffct-' + B(r, 20), None, 'P'),
 'gitlab-feed-token': ('GITLAB_FEED_TOKEN', lambda r: 'glft-' + B(r, 20), None, 'P'),
 'gitlab-incoming-mail-token': ('GITLAB_INCOMING_EMAIL_TOKEN', lambda r: 'glimt-' + LA(r, 25), None, 'P'),
 'gitlab-agent-token': ('GITLAB_AGENT_TOKEN', lambda r: 'glagent-' + B(r, 50), BEARER, 'P'),
 'gitlab-oauth-app-secret': ('GITLAB_OAUTH_CLIENT_SECRET', lambda r: 'gloas-' + H(r, 64), None, 'P'),
 'gitlab-scim-token': ('GITLAB_SCIM_TOKEN', lambda r: 'glsoat-' + B(r, 20), BEARER, 'P'),
 'azure-apim-subscription-key': ('APIM_SUBSCRIPTION_KEY', lambda r: H(r, 32), ('Ocp-Apim-Subscription-Key', ''), 'N'),
 'cloudflare-origin-ca-key': ('CLOUDFLARE_ORIGIN_CA_KEY', lambda r: 'v1.0-' + H(r, 24) + '-' + H(r, 146), ('X-Auth-User-Service-Key', ''), 'P'),
 'cloudflare-global-api-key': ('CLOUDFLARE_API_KEY', lambda r: H(r, 37), ('X-Auth-Key', ''), 'N'),
 'flyio-token': ('FLY_API_TOKEN', flyio, ('Authorization', 'FlyV1 '), 'P'),
 'netlify-token': ('NETLIFY_AUTH_TOKEN', lambda r: 'nfp_' + A(r, 36), BEARER, 'P'),
 'netlify-token-named': ('NETLIFY_AUTH_TOKEN', lambda r: B(r, 43), BEARER, 'N'),
 'render-api-key': ('RENDER_API_KEY', lambda r: 'rnd_' + A(r, 32), BEARER, 'P'),
 'vercel-token': ('VERCEL_TOKEN', lambda r: A(r, 24), BEARER, 'N'),
 'linode-token': ('LINODE_TOKEN', lambda r: H(r, 64), BEARER, 'N'),
 'hetzner-token': ('HCLOUD_TOKEN', lambda r: A(r, 64), BEARER, 'N'),
 'alibaba-access-key-id': ('ALIBABA_CLOUD_ACCESS_KEY_ID', lambda r: 'LTAI5t' + A(r, 18), None, 'P'),
 'alibaba-access-key-secret': ('ALIBABA_CLOUD_ACCESS_KEY_SECRET', lambda r: A(r, 30), None, 'N'),
 'tencent-secret-id': ('TENCENTCLOUD_SECRET_ID', lambda r: 'AKID' + A(r, 32), None, 'P'),
 'yandex-api-key': ('YC_API_KEY', lambda r: 'AQVN' + B(r, 36), ('Authorization', 'Api-Key '), 'P'),
 'newrelic-insert-key': ('NEW_RELIC_INSERT_KEY', lambda r: 'NRII-' + B(r, 32), ('X-Insert-Key', ''), 'P'),
 'newrelic-query-key': ('NEW_RELIC_QUERY_KEY', lambda r: 'NRIQ-' + B(r, 32), ('X-Query-Key', ''), 'P'),
 'grafana-api-key': ('GRAFANA_API_KEY', grafana_legacy, BEARER, 'P'),
 'dynatrace-token': ('DT_API_TOKEN', lambda r: 'dt0c01.' + UA(r, 24) + '.' + UA(r, 64), ('Authorization', 'Api-Token '), 'P'),
 'axiom-token': ('AXIOM_TOKEN', lambda r: r.choice(['xaat-', 'xapt-']) + U(r), BEARER, 'P'),
 'honeycomb-api-key': ('HONEYCOMB_API_KEY', lambda r: A(r, 22), ('x-honeycomb-team', ''), 'N'),
 'pagerduty-token': ('PAGERDUTY_TOKEN', lambda r: r.choice(['u+' + B(r, 18), H(r, 32)]), ('Authorization', 'Token token='), 'N'),
 'splunk-hec-token': ('SPLUNK_HEC_TOKEN', lambda r: U(r).upper(), ('Authorization', 'Splunk '), 'N'),
 'rollbar-token': ('ROLLBAR_ACCESS_TOKEN', lambda r: H(r, 32), ('X-Rollbar-Access-Token', ''), 'N'),
 'huggingface-org-token': ('HF_ORG_TOKEN', lambda r: 'api_org_' + AZ(r, 34), BEARER, 'P'),
 'langsmith-api-key': ('LANGSMITH_API_KEY', lambda r: r.choice(['lsv2_pt_', 'lsv2_sk_']) + H(r, 32) + '_' + H(r, 10), ('x-api-key', ''), 'P'),
 'pinecone-api-key': ('PINECONE_API_KEY', lambda r: 'pcsk_' + A(r, 6) + '_' + A(r, 63), ('Api-Key', ''), 'P'),
 'langfuse-secret-key': ('LANGFUSE_SECRET_KEY', lambda r: 'sk-lf-' + U(r), None, 'P'),
 'tavily-api-key': ('TAVILY_API_KEY', lambda r: r.choice(['tvly-', 'tvly-dev-', 'tvly-prod-']) + A(r, 32), BEARER, 'P'),
 'firecrawl-api-key': ('FIRECRAWL_API_KEY', lambda r: 'fc-' + H(r, 32), BEARER, 'P'),
 'cerebras-api-key': ('CEREBRAS_API_KEY', lambda r: 'csk-' + LA(r, 48), BEARER, 'P'),
 'nvidia-api-key': ('NVIDIA_API_KEY', lambda r: 'nvapi-' + B(r, 64), BEARER, 'P'),
 'mistral-api-key': ('MISTRAL_API_KEY', lambda r: A(r, 32), BEARER, 'N'),
 'deepseek-api-key': ('DEEPSEEK_API_KEY', lambda r: 'sk-' + H(r, 32), BEARER, 'N'),
 'together-api-key': ('TOGETHER_API_KEY', lambda r: H(r, 64), BEARER, 'N'),
 'together-api-key-v1': ('TOGETHER_API_KEY', lambda r: 'tgp_v1_' + B(r, 43), BEARER, 'P'),
 'elevenlabs-api-key': ('ELEVENLABS_API_KEY', lambda r: H(r, 32), ('xi-api-key', ''), 'N'),
 'elevenlabs-api-key-prefixed': ('ELEVENLABS_API_KEY', lambda r: 'sk_' + H(r, 48), ('xi-api-key', ''), 'P'),
 'deepgram-api-key': ('DEEPGRAM_API_KEY', lambda r: H(r, 40), ('Authorization', 'Token '), 'N'),
 'assemblyai-api-key': ('ASSEMBLYAI_API_KEY', lambda r: H(r, 32), ('authorization', ''), 'N'),
 'planetscale-token': ('PLANETSCALE_SERVICE_TOKEN', lambda r: 'pscale_tkn_' + B(r, 43), None, 'P'),
 'planetscale-password': ('DATABASE_PASSWORD', lambda r: 'pscale_pw_' + B(r, 43), None, 'P'),
 'planetscale-oauth-token': ('PLANETSCALE_OAUTH_TOKEN', lambda r: 'pscale_oauth_' + B(r, 43), BEARER, 'P'),
 'supabase-secret-key': ('SUPABASE_SECRET_KEY', lambda r: 'sb_secret_' + B(r, 31), ('apikey', ''), 'P'),
 'mongodb-atlas-sa-secret': ('MONGODB_ATLAS_CLIENT_SECRET', lambda r: 'mdb_sa_sk_' + A(r, 40), None, 'P'),
 'mongodb-atlas-private-key': ('MONGODB_ATLAS_PRIVATE_KEY', U, None, 'N'),
 'neon-api-key': ('NEON_API_KEY', lambda r: 'napi_' + LA(r, 64), BEARER, 'P'),
 'upstash-token': ('UPSTASH_REDIS_REST_TOKEN', upstash, BEARER, 'N'),
 'firebase-fcm-server-key': ('FCM_SERVER_KEY', lambda r: 'AAAA' + B(r, 7) + ':APA91b' + B(r, 134), ('Authorization', 'key='), 'P'),
 'linear-oauth-token': ('LINEAR_OAUTH_TOKEN', lambda r: 'lin_oauth_' + H(r, 64), BEARER, 'P'),
 'notion-legacy-token': ('NOTION_API_KEY', lambda r: 'secret_' + A(r, 43), BEARER, 'P'),
 'airtable-pat': ('AIRTABLE_API_KEY', lambda r: 'pat' + A(r, 14) + '.' + H(r, 64), BEARER, 'P'),
 'clickup-api-token': ('CLICKUP_API_TOKEN', lambda r: 'pk_' + D(r, 8) + '_' + UA(r, 32), ('Authorization', ''), 'P'),
 'hubspot-private-app-token': ('HUBSPOT_ACCESS_TOKEN', lambda r: r.choice(['pat-na1-', 'pat-eu1-']) + U(r), BEARER, 'P'),
 'contentful-pat': ('CONTENTFUL_MANAGEMENT_TOKEN', lambda r: 'CFPAT-' + B(r, 43), BEARER, 'P'),
 'typeform-token': ('TYPEFORM_TOKEN', lambda r: 'tfp_' + A(r, 44) + '_' + A(r, 14), BEARER, 'P'),
 'dropbox-token': ('DROPBOX_ACCESS_TOKEN', lambda r: 'sl.' + r.choice(['', 'u.']) + B(r, 138), BEARER, 'P'),
 'facebook-access-token': ('FACEBOOK_ACCESS_TOKEN', lambda r: 'EAA' + r.choice('BGIJ') + A(r, 180), None, 'P'),
 'frameio-token': ('FRAMEIO_TOKEN', lambda r: 'fio-u-' + B(r, 64), BEARER, 'P'),
 'prefect-api-key': ('PREFECT_API_KEY', lambda r: 'pnu_' + A(r, 36), BEARER, 'P'),
 'readme-api-key': ('README_API_KEY', lambda r: 'rdme_' + LA(r, 70), None, 'P'),
 'scalingo-token': ('SCALINGO_API_TOKEN', lambda r: 'tk-us-' + B(r, 48), None, 'P'),
 'sourcegraph-token': ('SRC_ACCESS_TOKEN', lambda r: 'sgp_' + r.choice(['', H(r, 16) + '_']) + H(r, 40), ('Authorization', 'token '), 'P'),
 'adafruit-io-key': ('ADAFRUIT_IO_KEY', lambda r: 'aio_' + A(r, 28), ('X-AIO-Key', ''), 'P'),
 'maxmind-license-key': ('MAXMIND_LICENSE_KEY', lambda r: A(r, 6) + '_' + A(r, 29) + '_mmk', None, 'P'),
 'launchdarkly-key': ('LAUNCHDARKLY_SDK_KEY', lambda r: r.choice(['sdk-', 'api-']) + U(r), ('Authorization', ''), 'P'),
 'resend-api-key': ('RESEND_API_KEY', lambda r: 're_' + A(r, 8) + '_' + A(r, 24), BEARER, 'P'),
 'tailscale-key': ('TS_AUTHKEY', lambda r: 'tskey-' + r.choice(['auth', 'api', 'client']) + '-k' + A(r, 10) + 'CNTRL-' + A(r, 33), None, 'P'),
 'infracost-api-key': ('INFRACOST_API_KEY', lambda r: 'ico-' + A(r, 32), ('X-Api-Key', ''), 'P'),
 'deno-deploy-token': ('DENO_DEPLOY_TOKEN', lambda r: r.choice(['ddp_', 'ddo_']) + A(r, 36), BEARER, 'P'),
 'okta-api-token': ('OKTA_API_TOKEN', lambda r: '00' + B(r, 40), ('Authorization', 'SSWS '), 'N'),
 'auth0-client-secret': ('AUTH0_CLIENT_SECRET', lambda r: B(r, 64), None, 'N'),
 'algolia-admin-key': ('ALGOLIA_ADMIN_KEY', lambda r: H(r, 32), ('X-Algolia-API-Key', ''), 'N'),
 'fastly-api-token': ('FASTLY_API_TOKEN', lambda r: B(r, 32), ('Fastly-Key', ''), 'N'),
 'ngrok-authtoken': ('NGROK_AUTHTOKEN', ngrok, None, 'N'),
 'onepassword-service-account-token': ('OP_SERVICE_ACCOUNT_TOKEN', op_sa, None, 'P'),
 'onepassword-secret-key': ('OP_SECRET_KEY', op_secret, None, 'P'),
 'vault-legacy-token': ('VAULT_TOKEN', lambda r: 's.' + A(r, 24), ('X-Vault-Token', ''), 'N'),
 'azure-sas-token-sig-first': ('AZURE_STORAGE_SAS_URL', sas, None, 'P'),
 'twilio-api-key-secret': ('TWILIO_SECRET', lambda r: A(r, 32), None, 'N'),
 'twilio-api-key-secret-named': ('TWILIO_API_SECRET', lambda r: A(r, 32), None, 'N'),
}

# non-secret companions (ids, usernames, public keys) that give the named value its context
def companions(kind, r):
    c = {
     'twilio-api-key-secret': [('TWILIO_SID', 'SK' + H(r, 32)), ('TWILIO_ACCOUNT_SID', 'AC' + H(r, 32))],
     'twilio-api-key-secret-named': [('TWILIO_API_KEY', 'SK' + H(r, 32))],
     'razorpay-key-secret': [('RAZORPAY_KEY_ID', 'rzp_live_' + A(r, 14))],
     'alibaba-access-key-secret': [('ALIBABA_CLOUD_REGION_ID', r.choice(['cn-hangzhou', 'cn-shanghai', 'ap-southeast-1']))],
     'mongodb-atlas-private-key': [('MONGODB_ATLAS_PUBLIC_KEY', LO(r, 8)), ('MONGODB_ATLAS_ORG_ID', H(r, 24))],
     'mongodb-atlas-sa-secret': [('MONGODB_ATLAS_CLIENT_ID', 'mdb_sa_id_' + H(r, 24))],
     'auth0-client-secret': [('AUTH0_DOMAIN', LO(r, 7) + '.eu.auth0.com'), ('AUTH0_CLIENT_ID', A(r, 32))],
     'algolia-admin-key': [('ALGOLIA_APP_ID', UA(r, 10))],
     'zendesk-api-token': [('ZENDESK_EMAIL', LO(r, 6) + '@' + LO(r, 7) + '.com'), ('ZENDESK_SUBDOMAIN', LO(r, 8))],
     'okta-api-token': [('OKTA_ORG_URL', 'https://' + LO(r, 8) + '.okta.com')],
     'planetscale-password': [('DATABASE_USERNAME', LA(r, 12)), ('DATABASE_HOST', 'aws.connect.psdb.cloud')],
     'planetscale-token': [('PLANETSCALE_SERVICE_TOKEN_ID', LA(r, 12))],
     'cloudflare-global-api-key': [('CLOUDFLARE_EMAIL', LO(r, 6) + '@' + LO(r, 6) + '.io')],
     'mailgun-api-key-named': [('MAILGUN_DOMAIN', 'mg.' + LO(r, 7) + '.com')],
     'braintree-access-token': [('BRAINTREE_ENVIRONMENT', 'production')],
     'plaid-access-token': [('PLAID_ENV', 'production')],
     'splunk-hec-token': [('SPLUNK_HEC_URL', f'https://http-inputs-{LO(r,7)}.splunkcloud.com:443/services/collector/event')],
     'adyen-api-key': [('ADYEN_MERCHANT_ACCOUNT', AZ(r, 8) + 'ECOM')],
     'vault-legacy-token': [('VAULT_ADDR', 'https://vault.' + LO(r, 7) + '.internal:8200')],
     'vault-batch-token': [('VAULT_ADDR', 'https://vault.' + LO(r, 7) + '.internal:8200')],
     'shopify-shared-secret': [('SHOPIFY_API_KEY', H(r, 32))],
     'gitlab-oauth-app-secret': [('GITLAB_OAUTH_CLIENT_ID', H(r, 64))],
     'private-key-encrypted': [('TLS_PRIVATE_KEY_PASSPHRASE_FILE', '/run/secrets/tls_pass')],
     'onepassword-secret-key': [('OP_ACCOUNT', LO(r, 8) + '.1password.com'), ('OP_EMAIL', LO(r, 6) + '@' + LO(r, 8) + '.com')],
     'tencent-secret-id': [('TENCENTCLOUD_REGION', 'ap-guangzhou')],
     'sonarqube-token-named': [('SONAR_HOST_URL', 'https://sonarcloud.io')],
    }
    return c.get(kind, [])

# public-by-design / test-mode look-alikes: (env name, value, note, debatable)
def public_decoy(kind, r):
    p = {
     'posthog-personal-api-key': ('POSTHOG_PROJECT_API_KEY', 'phc_' + A(r, 43), 'PostHog project key (phc_) is public by design, shipped to browsers', False),
     'langfuse-secret-key': ('LANGFUSE_PUBLIC_KEY', 'pk-lf-' + U(r), 'Langfuse public key (pk-lf-) is meant to be exposed', False),
     'supabase-secret-key': ('SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_' + B(r, 31), 'Supabase publishable key is public by design', False),
     'algolia-admin-key': ('ALGOLIA_SEARCH_ONLY_API_KEY', H(r, 32), 'Algolia search-only key is public by design (not the admin key)', False),
     'launchdarkly-key': ('LAUNCHDARKLY_CLIENT_SIDE_ID', H(r, 24), 'LaunchDarkly client-side ID is public by design', False),
     'razorpay-key-secret': ('RAZORPAY_KEY_ID', 'rzp_live_' + A(r, 14), 'Razorpay key id alone is public (used in checkout.js)', False),
     'mongodb-atlas-private-key': ('MONGODB_ATLAS_PUBLIC_KEY', LO(r, 8), 'Atlas API public key is an identifier, not a secret', False),
     'twilio-api-key-secret': ('TWILIO_ACCOUNT_SID', 'AC' + H(r, 32), 'Twilio account SID alone is an identifier, no secret nearby', False),
     'alibaba-access-key-secret': ('ALIBABA_OSS_OBJECT_ETAG', H(r, 32).upper(), 'Alibaba OSS object ETag (MD5), not a secret', False),
     'flutterwave-secret-key': ('FLW_SECRET_KEY', 'FLWSECK_TEST-' + H(r, 32) + '-X', 'Flutterwave test-mode secret key (sandbox only)', True),
     'duffel-token': ('DUFFEL_ACCESS_TOKEN', 'duffel_test_' + B(r, 43), 'Duffel test-mode token (sandbox only)', True),
     'easypost-api-key': ('EASYPOST_API_KEY', 'EZTK' + H(r, 54), 'EasyPost test key; rule targets production keys', True),
     'shippo-token': ('SHIPPO_API_TOKEN', 'shippo_test_' + H(r, 40), 'Shippo test token (sandbox only)', True),
     'plaid-access-token': ('PLAID_ACCESS_TOKEN', 'access-sandbox-' + U(r), 'Plaid sandbox access token, sandbox data only', True),
     'braintree-access-token': ('BRAINTREE_ACCESS_TOKEN', f'access_token$sandbox${LA(r,16)}${H(r,32)}', 'Braintree sandbox access token', True),
     'github-refresh': ('GITHUB_CLIENT_ID', 'Iv1.' + H(r, 16), 'GitHub App client id is public', False),
     'auth0-client-secret': ('AUTH0_CLIENT_ID', A(r, 32), 'Auth0 client id is public (SPA config)', False),
     'firebase-fcm-server-key': ('FIREBASE_MESSAGING_SENDER_ID', D(r, 12), 'FCM sender id is public (shipped in every client config)', False),
     'mailchimp-api-key': ('MAILCHIMP_AUDIENCE_ID', H(r, 10), 'Mailchimp audience/list id, not a key', False),
     'slack-workflow-webhook': ('SLACK_WORKFLOW_DOCS', 'https://slack.com/help/articles/360041352714', 'Slack help URL, not a webhook', False),
     'telegram-bot-url': ('TELEGRAM_API_BASE', 'https://api.telegram.org/bot', 'Bot API base URL without a token', False),
    }
    return p.get(kind)
