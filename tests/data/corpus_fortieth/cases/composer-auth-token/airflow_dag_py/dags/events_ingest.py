"""events_ingest: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="events_ingest",
    schedule="@hourly",
    start_date=datetime(2024, 8, 1),
    catchup=False,
    default_args=default_args,
    tags=["marketing", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command=r"""
cat > /tmp/auth.json <<'EOF'
{
    "bearer": {
        "satis.quillon.net": "RowVgDKnmTfQOR9AiwXcpArgKR9s5y59A58d4hRr"
    }
}
EOF
chmod 600 /tmp/auth.json
python3 -m etl.events_ingest --since yesterday
""",
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:events_ingest")

    start >> extract >> load
