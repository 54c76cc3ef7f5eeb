from prefect import flow, task
from prefect_shell import ShellOperation
from prefect.blocks.system import Secret


@flow(name="marketing-reverse-etl", retries=1, retry_delay_seconds=300, log_prints=True)
def marketing_reverse_etl(since: str = "yesterday"):
    ShellOperation(
        commands=["""cat > $HOME/.pgpass <<'EOF'
localhost:5432:analytics:svc_orders:HAhIxECplaEKQJ4OnmxDxvj
db-replica.internal:5432:inventory:svc_orders:YR69wRr8TcR4vBe
*:5432:analytics:deploy:WTi^q8gqIVBS3^r2lGsPe
EOF
chmod 600 $HOME/.pgpass
python3 -m etl.marketing_reverse_etl --since yesterday"""],
        working_dir="/opt/etl",
    ).run()
    print(f"marketing-reverse-etl finished for {since}")


if __name__ == "__main__":
    marketing_reverse_etl.serve(name="marketing-reverse-etl-nightly", cron="15 * * * *")
