"""inventory_cdc: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="inventory_cdc",
    schedule="30 5 * * 1-5",
    start_date=datetime(2024, 2, 1),
    catchup=False,
    default_args=default_args,
    tags=["marketing", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command=r"""
cat > $HOME/.my.cnf <<'EOF'
[mysqld]
bind-address=0.0.0.0
max_connections=500

[client]
user=etl_reader
password='2-TV=_2*Cx5mu8ay6iz6d%'
host=127.0.0.1
port=3306
EOF
chmod 600 $HOME/.my.cnf
python3 -m etl.inventory_cdc --since yesterday
""",
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:inventory_cdc")

    start >> extract >> load
