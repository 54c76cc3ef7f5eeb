"""support_tickets_daily: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="support_tickets_daily",
    schedule="@hourly",
    start_date=datetime(2024, 4, 1),
    catchup=False,
    default_args=default_args,
    tags=["ops", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command=r"""
cat > $HOME/.npmrc <<'EOF'
registry=https://registry.npmjs.org/
@nw:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=59280572-ccec-4ea4-961a-3824d2fbd0c4
always-auth=true
save-exact=true
EOF
chmod 600 $HOME/.npmrc
python3 -m etl.support_tickets_daily --since yesterday
""",
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:support_tickets_daily")

    start >> extract >> load
