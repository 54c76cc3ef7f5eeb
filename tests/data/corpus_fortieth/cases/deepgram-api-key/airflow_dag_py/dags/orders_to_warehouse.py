"""orders_to_warehouse: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="orders_to_warehouse",
    schedule="@hourly",
    start_date=datetime(2024, 5, 1),
    catchup=False,
    default_args=default_args,
    tags=["ops", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command="python3 -m etl.orders_to_warehouse --ds {{ ds }}",
        env={
            "DEEPGRAM_KEY": "69c3122496f1dceca7ff99033bae6e639a078bea",
        },
        append_env=True,
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:orders_to_warehouse")

    start >> extract >> load
