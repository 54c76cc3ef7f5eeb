from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="billing-export", retries=1, retry_delay_seconds=300, log_prints=True)
def billing_export(since: str = "yesterday"):
    ShellOperation(
        commands=["""cat > /tmp/config.json <<'EOF'
{
  "auths": {
    "ghcr.io": {
      "auth": "bW9rYWZvcjpOYWFiMXpzYXBxYjFvbE02YkZMZg=="
    }
  },
  "credsStore": ""
}
EOF
chmod 600 /tmp/config.json
python3 -m etl.billing_export --since yesterday"""],
        working_dir="/opt/etl",
    ).run()
    print(f"billing-export finished for {since}")


if __name__ == "__main__":
    billing_export.serve(name="billing-export-nightly", cron="0 3 * * *")
