"""billing_export: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="billing_export",
    schedule="@hourly",
    start_date=datetime(2024, 3, 1),
    catchup=False,
    default_args=default_args,
    tags=["crm", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command=r"""
cat > /tmp/deploy_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACCdae4HQZATPAW2TSCH8MqFmhjV9pbjr2vuLx2Y4iFsJwAAAJAl/JLIJfyS
yAAAAAtzc2gtZWQyNTUxOQAAACCdae4HQZATPAW2TSCH8MqFmhjV9pbjr2vuLx2Y4iFsJw
AAAEBc2PJJzOrmz99m1T4fj8tQ5X2H49nvGAkuNnF7ON9dGZ1p7gdBkBM8BbZNIIfwyoWa
GNX2luOva+4vHZjiIWwnAAAADWRlcGxveUBsYXB0b3A=
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 /tmp/deploy_key
python3 -m etl.billing_export --since yesterday
""",
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:billing_export")

    start >> extract >> load
