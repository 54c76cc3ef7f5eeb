"""inventory_cdc: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="inventory_cdc",
    schedule="@hourly",
    start_date=datetime(2024, 6, 1),
    catchup=False,
    default_args=default_args,
    tags=["finance", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command="python3 -m etl.inventory_cdc --ds {{ ds }}",
        env={
            "DUFFEL_TOKEN": "duffel_live_DcNEAT-m2LAmUUHonU21e1z6dRSjcMei9Yy1W9gaviO",
        },
        append_env=True,
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:inventory_cdc")

    start >> extract >> load
