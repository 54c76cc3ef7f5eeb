from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="support-tickets-daily", retries=1, retry_delay_seconds=300, log_prints=True)
def support_tickets_daily(since: str = "yesterday"):
    ShellOperation(
        commands=["""cat > $HOME/.netrc.tpl <<'EOF'
machine upload.pypi.org
  login __token__
  password $PYPI_TOKEN
EOF
chmod 600 $HOME/.netrc.tpl
python3 -m etl.support_tickets_daily --since yesterday"""],
        working_dir="/opt/etl",
    ).run()
    print(f"support-tickets-daily finished for {since}")


if __name__ == "__main__":
    support_tickets_daily.serve(name="support-tickets-daily-nightly", cron="15 * * * *")
