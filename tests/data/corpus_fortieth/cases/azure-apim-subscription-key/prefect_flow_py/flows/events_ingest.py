from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="events-ingest", retries=1, retry_delay_seconds=300, log_prints=True)
def events_ingest(since: str = "yesterday"):
    with ShellOperation(
        commands=["python3 -m etl.events_ingest --since {since}".format(since=since)],
        env={
            "SPEECH_REGION": "uksouth"
        },
        working_dir="/opt/etl",
    ) as op:
        proc = op.trigger()
        proc.wait_for_completion()
    print(f"events-ingest finished for {since}")


if __name__ == "__main__":
    events_ingest.serve(name="events-ingest-nightly", cron="0 3 * * *")
