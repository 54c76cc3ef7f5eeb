from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="inventory-cdc", retries=1, retry_delay_seconds=300, log_prints=True)
def inventory_cdc(since: str = "yesterday"):
    with ShellOperation(
        commands=["python3 -m etl.inventory_cdc --since {since}".format(since=since)],
        env={
            "TOGETHERAI_API_KEY": "tgp_v1_D5PMkunho1EoYdgt7Sl9CBhOldEzBdiJNAU15cfEwOc"
        },
        working_dir="/opt/etl",
    ) as op:
        proc = op.trigger()
        proc.wait_for_completion()
    print(f"inventory-cdc finished for {since}")


if __name__ == "__main__":
    inventory_cdc.serve(name="inventory-cdc-nightly", cron="0 3 * * *")
