#!/usr/bin/env python3
"""Score a secrets scanner against tests/data/corpus_independent (stdlib only).

    python3 bench/corpus_compare.py --wirepass target/debug/wirepass [--detect-secrets] [--jobs 2]

A positive case counts as found when any finding overlaps its [start, end) byte span
(the span of the secret as encoded in the file); a negative case is a false positive
when anything at all is found in its file.  detect-secrets reports lines, so for it a
positive is found when a finding's line falls within the span's lines.

"Claimed" kinds are those whose provider (mapped below, explicitly) appears in the
provider column of `wirepass scan --rules`.  Negative cases marked "debatable" in the
manifest (e.g. the Firebase web API key) are reported apart, not in the FP rate.

Secret values are never printed: misses list file, kind and carrier only.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_CORPUS = os.path.join(ROOT, "tests", "data", "corpus_independent")

# kind -> provider names as wirepass's `scan --rules` spells them (second column).
# A kind is "claimed" when one of these names is in wirepass's rule list; a name that is
# not there (Twilio, Datadog, generic...) makes the kind unclaimed.
KIND_PROVIDERS = {
    "github_pat_classic": ["GitHub"], "github_oauth_token": ["GitHub"], "github_app_user_to_server": ["GitHub"],
    "github_app_installation": ["GitHub"], "github_app_refresh": ["GitHub"], "github_fine_grained_pat": ["GitHub"],
    "gitlab_pat": ["GitLab"], "gitlab_runner_token": ["GitLab"], "gitlab_pipeline_trigger": ["GitLab"],
    "gitlab_deploy_token": ["GitLab"],
    "slack_bot_token": ["Slack"], "slack_user_token": ["Slack"], "slack_app_token": ["Slack"], "slack_webhook_url": ["Slack"],
    "aws_access_key_id": ["AWS"], "aws_secret_access_key": ["AWS"], "aws_session_token": ["AWS"],
    "gcp_service_account_json": ["Google Cloud"], "google_api_key": ["Google"], "google_oauth_client_secret": ["Google"],
    "google_oauth_access_token": ["Google"],
    "azure_storage_connection_string": ["Azure"], "azure_ad_client_secret": ["Azure"], "azure_sas_token": ["Azure"],
    "stripe_secret_live": ["Stripe"], "stripe_restricted_live": ["Stripe"], "stripe_webhook_secret": ["Stripe"],
    "twilio_auth_token": ["Twilio"], "twilio_api_key_secret": ["Twilio"],
    "sendgrid_api_key": ["SendGrid"], "mailgun_api_key": ["Mailgun"], "mailchimp_api_key": ["Mailchimp"],
    "openai_project_key": ["OpenAI"], "openai_legacy_key": ["OpenAI"], "openai_service_account_key": ["OpenAI"],
    "openai_admin_key": ["OpenAI"], "anthropic_api_key": ["Anthropic"], "anthropic_admin_key": ["Anthropic"],
    "huggingface_token": ["Hugging Face"], "perplexity_api_key": ["Perplexity"], "groq_api_key": ["Groq"],
    "xai_api_key": ["xAI"], "replicate_api_token": ["Replicate"],
    "npm_token": ["npm"], "npm_legacy_uuid_token": ["npm"], "pypi_token": ["PyPI"],
    "docker_hub_pat": ["Docker"], "docker_config_auth": ["Docker", "HTTP"],
    "datadog_api_key": ["Datadog"], "datadog_app_key": ["Datadog"],
    "newrelic_user_key": ["New Relic"], "newrelic_license_key": ["New Relic"],
    "sentry_org_token": ["Sentry"], "sentry_user_token": ["Sentry"],
    "grafana_service_account": ["Grafana"], "grafana_cloud_token": ["Grafana"],
    "shopify_access_token": ["Shopify"], "shopify_shared_secret": ["Shopify"], "atlassian_api_token": ["Atlassian"],
    "linear_api_key": ["Linear"], "notion_token": ["Notion"], "notion_legacy_secret": ["Notion"],
    "discord_bot_token": ["Discord"], "discord_webhook_url": ["Discord"], "telegram_bot_token": ["Telegram"],
    "postman_api_key": ["Postman"], "figma_token": ["Figma"], "okta_api_token": ["Okta"], "algolia_admin_key": ["Algolia"],
    "square_access_token": ["Square"], "square_oauth_secret": ["Square"], "mapbox_secret_token": ["Mapbox"],
    "supabase_access_token": ["Supabase"], "supabase_service_role_key": ["Supabase", "JWT"],
    "digitalocean_pat": ["DigitalOcean"], "digitalocean_oauth": ["DigitalOcean"],
    "heroku_api_key": ["Heroku"], "heroku_legacy_uuid_key": ["Heroku"],
    "cloudflare_api_token": ["Cloudflare"], "cloudflare_global_api_key": ["Cloudflare"], "cloudflare_origin_ca_key": ["Cloudflare"],
    "vault_service_token": ["HashiCorp Vault"], "vault_batch_token": ["HashiCorp Vault"], "vault_legacy_token": ["HashiCorp Vault"],
    "openrouter_api_key": ["OpenRouter"], "langsmith_api_key": ["LangSmith"], "deepseek_api_key": ["DeepSeek"],
    "mistral_api_key": ["Mistral"], "cohere_api_key": ["Cohere"], "airtable_pat": ["Airtable"], "circleci_pat": ["CircleCI"],
    "buildkite_token": ["Buildkite"], "netlify_pat": ["Netlify"], "flyio_token": ["Fly.io"], "vercel_token": ["Vercel"],
    # Bitbucket is an Atlassian product, but its app passwords are not Atlassian API tokens: kept apart.
    "bitbucket_app_password": ["Bitbucket"], "azure_devops_pat": ["Azure DevOps"],
    "terraform_cloud_token": ["HashiCorp Terraform"], "pulumi_access_token": ["Pulumi"], "databricks_token": ["Databricks"],
    "doppler_token": ["Doppler"], "age_secret_key": ["age"],
    "private_key_rsa_pkcs1": ["PEM"], "private_key_ec_sec1": ["PEM"], "private_key_pkcs8_rsa": ["PEM"],
    "private_key_pkcs8_ec": ["PEM"], "private_key_pkcs8_encrypted": ["PEM"], "private_key_dsa": ["PEM"],
    "openssh_ed25519": ["PEM"], "openssh_ecdsa": ["PEM"], "openssh_rsa": ["PEM"], "pgp_private_key": ["PEM"],
    "putty_private_key": ["PuTTY"],
    "jwt_signed_access_token": ["JWT"], "jwt_client_assertion": ["JWT"],
    "postgres_url": ["URL"], "mysql_url": ["URL"], "mongodb_srv_url": ["URL"], "redis_url": ["URL"], "amqp_url": ["URL"],
    "ftp_url": ["URL"], "smtp_url": ["URL"], "ldap_url": ["URL"], "https_url_userinfo": ["URL"],
    "git_credentials_url": ["URL"], "basic_auth_header": ["HTTP"],
    "mssql_connection_string": ["generic"], "netrc_password": ["generic"], "generic_password_assignment": ["generic"],
    "generic_api_key_assignment": ["generic"], "django_secret_key": ["generic"],
}


def load_manifest(corpus):
    with open(os.path.join(corpus, "manifest.jsonl")) as f:
        return [json.loads(line) for line in f if line.strip()]


def wirepass_providers(binary):
    out = subprocess.run([binary, "scan", "--rules"], capture_output=True, text=True, check=True).stdout
    return {line.split("\t")[1] for line in out.splitlines() if line.count("\t") >= 2}


def run_wirepass(binary, path):
    p = subprocess.run([binary, "scan", "--json", path], capture_output=True, text=True)
    if p.returncode not in (0, 1):
        return None, "exit %d: %s" % (p.returncode, p.stderr.strip()[:200])
    spans = []
    for line in p.stdout.splitlines():
        line = line.strip()
        if line:
            d = json.loads(line)
            spans.append((d["start"], d["end"], d["rule"]))
    return spans, None


def run_detect_secrets(corpus, files, batch=150):
    """{file: [(line, type)]} from `detect-secrets scan --all-files FILE...` (default plugins and filters)."""
    results = {}
    for i in range(0, len(files), batch):
        chunk = files[i:i + batch]
        p = subprocess.run(["detect-secrets", "scan", "--all-files"] + chunk, cwd=corpus, capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit("detect-secrets failed: %s" % p.stderr[-500:])
        for fname, hits in json.loads(p.stdout)["results"].items():
            results[fname] = [(h["line_number"], h["type"]) for h in hits]
    return results


def line_of(data, off):
    return data.count(b"\n", 0, off) + 1


def ratio(a, b):
    return "%5.1f%% (%d/%d)" % (100.0 * a / b, a, b) if b else "   -"


class Tally:
    def __init__(self):
        self.pos = collections.Counter()
        self.found = collections.Counter()
        self.neg = collections.Counter()
        self.fp = collections.Counter()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--wirepass", required=True, help="path to the wirepass binary")
    ap.add_argument("--detect-secrets", action="store_true", help="also run detect-secrets (pip install detect-secrets)")
    ap.add_argument("--corpus", default=DEFAULT_CORPUS)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", help="also write the per-case results to this file")
    args = ap.parse_args()

    corpus = os.path.abspath(args.corpus)
    cases = load_manifest(corpus)
    # A kind not mapped above takes the provider its cases name (another corpus's kinds).
    kind_providers = dict(KIND_PROVIDERS)
    for c in cases:
        if c["positive"] and c["kind"] not in kind_providers and c.get("provider"):
            kind_providers[c["kind"]] = [c["provider"]]
    missing = sorted({c["kind"] for c in cases if c["positive"]} - set(kind_providers))
    if missing:
        sys.exit("kinds without a provider (KIND_PROVIDERS or the manifest): %s" % ", ".join(missing))
    providers = wirepass_providers(args.wirepass)
    claimed = {k for k, ps in kind_providers.items() if any(p in providers for p in ps)}
    version = subprocess.run([args.wirepass, "--version"], capture_output=True, text=True).stdout.strip()

    tools = ["wirepass"]
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        wp = list(ex.map(lambda c: run_wirepass(args.wirepass, os.path.join(corpus, c["file"])), cases))
    errors = [(c["file"], e) for c, (_, e) in zip(cases, wp) if e]
    verdicts = {"wirepass": []}
    for c, (spans, _) in zip(cases, wp):
        spans = spans or []
        if c["positive"]:
            verdicts["wirepass"].append(any(s < c["end"] and e > c["start"] for s, e, _ in spans))
        else:
            verdicts["wirepass"].append(bool(spans))
    rules_fp = {c["file"]: sorted({r for _, _, r in (spans or [])}) for c, (spans, _) in zip(cases, wp) if not c["positive"]}

    if args.detect_secrets:
        if shutil.which("detect-secrets") is None:
            sys.exit("detect-secrets is not on PATH: pip install detect-secrets (measured with 1.5.0)")
        tools.append("detect-secrets")
        ver = subprocess.run(["detect-secrets", "--version"], capture_output=True, text=True).stdout.strip()
        ds = run_detect_secrets(corpus, [c["file"] for c in cases])
        verdicts["detect-secrets"] = []
        for c in cases:
            hits = ds.get(c["file"], [])
            if c["positive"]:
                data = open(os.path.join(corpus, c["file"]), "rb").read()
                l0, l1 = line_of(data, c["start"]), line_of(data, c["end"] - 1)
                verdicts["detect-secrets"].append(any(l0 <= ln <= l1 for ln, _ in hits))
            else:
                verdicts["detect-secrets"].append(bool(hits))
            rules_fp.setdefault(c["file"], [])

    # ------------------------------------------------------------ tallies
    def tally(tool, key):
        t = collections.defaultdict(Tally)
        for c, v in zip(cases, verdicts[tool]):
            for k in key(c):
                if c["positive"]:
                    t[k].pos["all"] += 1
                    t[k].found["all"] += v
                    if c["kind"] in claimed:
                        t[k].pos["claimed"] += 1
                        t[k].found["claimed"] += v
                elif c.get("debatable"):
                    t[k].neg["debatable"] += 1
                    t[k].fp["debatable"] += v
                else:
                    t[k].neg["all"] += 1
                    t[k].fp["all"] += v
        return t

    print("corpus: %s (%d cases: %d positive in %d kinds, %d negative in %d kinds)" % (
        os.path.relpath(corpus, ROOT), len(cases), sum(c["positive"] for c in cases),
        len({c["kind"] for c in cases if c["positive"]}), sum(not c["positive"] for c in cases),
        len({c["kind"] for c in cases if not c["positive"]})))
    print("wirepass: %s (%s); %d of %d positive kinds claimed" % (args.wirepass, version, len(
        {c["kind"] for c in cases if c["positive"] and c["kind"] in claimed}), len({c["kind"] for c in cases if c["positive"]})))
    if args.detect_secrets:
        print("detect-secrets: %s (default plugins and filters, --all-files)" % ver)
    if errors:
        print("\n%d scan errors:" % len(errors))
        for f, e in errors:
            print("  %s: %s" % (f, e))

    overall = {t: tally(t, lambda c: ["overall"])["overall"] for t in tools}
    print("\n== overall")
    hdr = "%-22s" % "" + "".join("%-26s" % t for t in tools)
    print(hdr)
    for label, fn in (("recall, claimed kinds", lambda x: ratio(x.found["claimed"], x.pos["claimed"])),
                      ("recall, all kinds", lambda x: ratio(x.found["all"], x.pos["all"])),
                      ("false-positive rate", lambda x: ratio(x.fp["all"], x.neg["all"])),
                      ("FP, debatable negs", lambda x: ratio(x.fp["debatable"], x.neg["debatable"]))):
        print("%-22s" % label + "".join("%-26s" % fn(overall[t]) for t in tools))

    def table(title, key, rows_of):
        per = {t: tally(t, key) for t in tools}
        print("\n== %s" % title)
        cols = []
        for t in tools:
            cols += ["%s recall(claimed)" % t[:2], "%s recall(all)" % t[:2], "%s FP" % t[:2]]
        print("%-32s" % "" + "".join("%-21s" % c for c in cols))
        for k in rows_of(per):
            cells = []
            for t in tools:
                x = per[t][k]
                fp = ratio(x.fp["all"], x.neg["all"]) if x.neg["all"] or not x.neg["debatable"] else \
                    ratio(x.fp["debatable"], x.neg["debatable"]) + " d"
                cells += [ratio(x.found["claimed"], x.pos["claimed"]), ratio(x.found["all"], x.pos["all"]), fp]
            print("%-32s" % k + "".join("%-21s" % c for c in cells))

    table("per carrier", lambda c: [c["carrier"]], lambda per: sorted(per["wirepass"]))
    kinds_order = []
    for c in cases:
        if c["kind"] not in kinds_order:
            kinds_order.append(c["kind"])
    table("per kind (claimed kinds marked *; FP of a debatable negative kind marked d)", lambda c: [("* " if c["kind"] in claimed else "  ") + c["kind"]],
          lambda per: [("* " if k in claimed else "  ") + k for k in kinds_order])

    for t in tools:
        print("\n== %s: misses, claimed kinds (file, kind, carrier)" % t)
        for c, v in zip(cases, verdicts[t]):
            if c["positive"] and not v and c["kind"] in claimed:
                print("  %s  %s  %s" % (c["file"], c["kind"], c["carrier"]))
        print("\n== %s: misses, unclaimed kinds" % t)
        for c, v in zip(cases, verdicts[t]):
            if c["positive"] and not v and c["kind"] not in claimed:
                print("  %s  %s  %s" % (c["file"], c["kind"], c["carrier"]))
        print("\n== %s: false positives (file, kind, carrier%s)" % (t, ", rules" if t == "wirepass" else ""))
        for c, v in zip(cases, verdicts[t]):
            if not c["positive"] and v:
                extra = "  " + ",".join(rules_fp.get(c["file"], [])) if t == "wirepass" else ""
                print("  %s  %s  %s%s%s" % (c["file"], c["kind"], c["carrier"], "  (debatable)" if c.get("debatable") else "", extra))

    if args.json:
        with open(args.json, "w") as f:
            for i, c in enumerate(cases):
                row = {k: c[k] for k in ("file", "kind", "carrier", "positive")}
                row["claimed"] = c["kind"] in claimed
                for t in tools:
                    row[t] = verdicts[t][i]
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
