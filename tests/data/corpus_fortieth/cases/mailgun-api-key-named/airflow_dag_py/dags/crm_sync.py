"""crm_sync: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="crm_sync",
    schedule="@hourly",
    start_date=datetime(2024, 7, 1),
    catchup=False,
    default_args=default_args,
    tags=["marketing", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command="python3 -m etl.crm_sync --ds {{ ds }}",
        env={
            "MAILGUN_DOMAIN": "mg.larkspur.dev",
            "MAILGUN_SECRET": "a38e1b42e07a77d40d56c9bb772ad151-184e2794-37aa9966",
        },
        append_env=True,
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:crm_sync")

    start >> extract >> load
