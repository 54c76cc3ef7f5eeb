"""support_tickets_daily: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="support_tickets_daily",
    schedule="30 5 * * 1-5",
    start_date=datetime(2024, 7, 1),
    catchup=False,
    default_args=default_args,
    tags=["marketing", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command="python3 -m etl.support_tickets_daily --ds {{ ds }}",
        env={
            "ACCESS_TOKEN": "AXZMASQgNDI0MzQ3ODQtZmU1NC00YTk1LTgwNzgtOGJiZjVkZTIzNjM0tj5uODSX2uvnx7YW7CV3Ta4jd1XZOSttDbWQrmZRgT0=",
        },
        append_env=True,
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:support_tickets_daily")

    start >> extract >> load
