from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="billing-export", retries=1, retry_delay_seconds=300, log_prints=True)
def billing_export(since: str = "yesterday"):
    with ShellOperation(
        commands=["python3 -m etl.billing_export --since {since}".format(since=since)],
        env={
            "ANTHROPIC_ADMIN_KEY": "sk-ant-admin01-41VH1UN-YwW1LAV7z2gaK9fEAgT1aW7fL10634tTKRhMi45pWkupFWF0re_oYR_22uaYhGkXXP8Z0akrGBQlSUGl1WMFrAA"
        },
        working_dir="/opt/etl",
    ) as op:
        proc = op.trigger()
        proc.wait_for_completion()
    print(f"billing-export finished for {since}")


if __name__ == "__main__":
    billing_export.serve(name="billing-export-nightly", cron="15 * * * *")
