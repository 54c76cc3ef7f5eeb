"""marketing_reverse_etl: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="marketing_reverse_etl",
    schedule="@hourly",
    start_date=datetime(2024, 7, 1),
    catchup=False,
    default_args=default_args,
    tags=["ops", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command="python3 -m etl.marketing_reverse_etl --ds {{ ds }}",
        env={
            "DENO_DEPLOY_TOKEN": "ddw_hQEXk2fZHMR3Tzlg8zblwC6kfVA7O0T9I7yB",
        },
        append_env=True,
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:marketing_reverse_etl")

    start >> extract >> load
