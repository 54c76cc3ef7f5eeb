from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="orders-to-warehouse", retries=1, retry_delay_seconds=300, log_prints=True)
def orders_to_warehouse(since: str = "yesterday"):
    with ShellOperation(
        commands=["python3 -m etl.orders_to_warehouse --since {since}".format(since=since)],
        env={
            "RESEND_API_KEY": "re_Kc3M3cBk_VaQkkOwclUPaLvLu5iDzqSDZ"
        },
        working_dir="/opt/etl",
    ) as op:
        proc = op.trigger()
        proc.wait_for_completion()
    print(f"orders-to-warehouse finished for {since}")


if __name__ == "__main__":
    orders_to_warehouse.serve(name="orders-to-warehouse-nightly", cron="15 * * * *")
