"""crm_sync: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="crm_sync",
    schedule="30 5 * * 1-5",
    start_date=datetime(2024, 8, 1),
    catchup=False,
    default_args=default_args,
    tags=["marketing", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command="python3 -m etl.crm_sync --ds {{ ds }}",
        env={
            "TRAVIS_API_KEY": "vB1wWiEGPwkagtg01zsRYi",
        },
        append_env=True,
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:crm_sync")

    start >> extract >> load
