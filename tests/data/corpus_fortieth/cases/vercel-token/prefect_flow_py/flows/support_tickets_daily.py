from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="support-tickets-daily", retries=1, retry_delay_seconds=300, log_prints=True)
def support_tickets_daily(since: str = "yesterday"):
    with ShellOperation(
        commands=["python3 -m etl.support_tickets_daily --since {since}".format(since=since)],
        env={
            "VERCEL_AUTH_TOKEN": "LUU9BqWFFWi6b0N3KFLtUZoT"
        },
        working_dir="/opt/etl",
    ) as op:
        proc = op.trigger()
        proc.wait_for_completion()
    print(f"support-tickets-daily finished for {since}")


if __name__ == "__main__":
    support_tickets_daily.serve(name="support-tickets-daily-nightly", cron="15 * * * *")
