from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="crm-sync", retries=1, retry_delay_seconds=300, log_prints=True)
def crm_sync(since: str = "yesterday"):
    with ShellOperation(
        commands=["python3 -m etl.crm_sync --since {since}".format(since=since)],
        env={
            "INSTALLATION_ACCESS_TOKEN": "ghs_E3tW5143kiznIIjYKac7C254Wxez2fRs03WZ"
        },
        working_dir="/opt/etl",
    ) as op:
        proc = op.trigger()
        proc.wait_for_completion()
    print(f"crm-sync finished for {since}")


if __name__ == "__main__":
    crm_sync.serve(name="crm-sync-nightly", cron="0 3 * * *")
