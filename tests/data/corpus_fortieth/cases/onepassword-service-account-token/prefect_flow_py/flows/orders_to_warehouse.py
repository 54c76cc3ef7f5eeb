from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="orders-to-warehouse", retries=1, retry_delay_seconds=300, log_prints=True)
def orders_to_warehouse(since: str = "yesterday"):
    with ShellOperation(
        commands=["python3 -m etl.orders_to_warehouse --since {since}".format(since=since)],
        env={
            "OP_SERVICE_ACCOUNT_TOKEN": "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6IkpwdEVhbnM5VFJlNHZOSnhaNHRSY2EifSwiZW1haWwiOiJwdHBsMW52aTl3djhiQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiOTQ1YTM5MWFjYzUwM2Y1Njc1OTIzMWE0OGZlYWFjZjkyYzU4MDdkMTI5YTU4ZjIxOWUxMDlkYjcyNGJiMmI2NSIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiczRIRE9fZ1JRLXBjdHhCQ1BhNmFPQUJOZmhxaGxqc1RFMVkyZ2ZWY2ZJbiIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtOElMRzhPLURYNk9aUC1QSUtKNC1DWUlaSC04UEVXOS1QVkZSSSIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiIxNTc4MTA2MTkwNTA3NDYzMTk4ZmQzYjliMGI5MWIwMDljYTFlYTcwMmQ4ZGUzNTYyMmUyODRiMjJjZDdlYWNiIiwidXVpZCI6IldMSThHMUJTMEpFSEJMV1RFSlY3QzBCVE9GIn0sImRldmljZVV1aWQiOiJwczhhNWZjbHZrMDhqaGhjM3YzMnlleW81cSJ9"
        },
        working_dir="/opt/etl",
    ) as op:
        proc = op.trigger()
        proc.wait_for_completion()
    print(f"orders-to-warehouse finished for {since}")


if __name__ == "__main__":
    orders_to_warehouse.serve(name="orders-to-warehouse-nightly", cron="0 3 * * *")
