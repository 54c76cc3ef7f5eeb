from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="marketing-reverse-etl", retries=1, retry_delay_seconds=300, log_prints=True)
def marketing_reverse_etl(since: str = "yesterday"):
    with ShellOperation(
        commands=["python3 -m etl.marketing_reverse_etl --since {since}".format(since=since)],
        env={
            "HETZNER_CLOUD_TOKEN": "8yIOzMkW1MLCkEOUB9ovK5ZwWjTtpsyG4HbjwzULjklDe0VBxqgYUIXyXAqeCtOT"
        },
        working_dir="/opt/etl",
    ) as op:
        proc = op.trigger()
        proc.wait_for_completion()
    print(f"marketing-reverse-etl finished for {since}")


if __name__ == "__main__":
    marketing_reverse_etl.serve(name="marketing-reverse-etl-nightly", cron="15 * * * *")
