"""events_ingest: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="events_ingest",
    schedule="30 5 * * 1-5",
    start_date=datetime(2024, 3, 1),
    catchup=False,
    default_args=default_args,
    tags=["finance", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command="python3 -m etl.events_ingest --ds {{ ds }}",
        env={
            "CLOUDFLARE_ORIGIN_CA_KEY": "v1.0-1c0ee0a452ffe1b742d70eab-7ca478a5af5fcab19dd629024698cab8e6cf12d622266ed11dd5641589dd06dfe60a42fe9812fb09dfa94235d3b3a5cd0e009988b71db8cf6925724587b985c548b89d70ead35b886a",
        },
        append_env=True,
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:events_ingest")

    start >> extract >> load
