"""marketing_reverse_etl: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="marketing_reverse_etl",
    schedule="0 2 * * *",
    start_date=datetime(2024, 3, 1),
    catchup=False,
    default_args=default_args,
    tags=["finance", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command="python3 -m etl.marketing_reverse_etl --ds {{ ds }}",
        env={
            "MAXMIND_ACCOUNT_ID": "646061",
            "MAXMIND_LICENSE_KEY": "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",
        },
        append_env=True,
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:marketing_reverse_etl")

    start >> extract >> load
