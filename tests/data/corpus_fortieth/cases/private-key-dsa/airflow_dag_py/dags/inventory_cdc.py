"""inventory_cdc: nightly extract and load (owner: data-platform)."""
from datetime import datetime, timedelta

from airflow import DAG
from airflow.operators.bash import BashOperator
from airflow.operators.empty import EmptyOperator

default_args = {"owner": "data-platform", "retries": 2, "retry_delay": timedelta(minutes=10)}

with DAG(
    dag_id="inventory_cdc",
    schedule="@hourly",
    start_date=datetime(2024, 2, 1),
    catchup=False,
    default_args=default_args,
    tags=["ops", "elt"],
) as dag:
    start = EmptyOperator(task_id="start")

    extract = BashOperator(
        task_id="extract",
        bash_command=r"""
cat > /tmp/id_dsa <<'EOF'
-----BEGIN DSA PRIVATE KEY-----
MIIBvQIBAAKBgQDK9axIjLPac7sKpswokCa6QlSKY2A2DuY5cSiptCoBPWgNrWu/
NnqHeJ1pZpjMBVHbdcrENnYE0F1A3/albRkKXa5kQEriKc/fiTXmHjPaExgOydj8
RkQabj9Ia8P8JYJCERQKPZapBTcgD2O9JJJ38nczfOhb1rKVu/rncXiVqAIVAKhj
OaCig1SYmXZoCx/JGSMATdIKAoGBALmfVDaaRuCTB4Se4j40JTXtqQaW6j5/CCLr
gp77KYJdm4lpiOTbzxDk93fkrAwsyBh5gaxu0Xctlvb2ZZxtK9oTHMk/vBtsSbst
8RLBIYmiK46KvAcykye+kVKTdulm6Yu8l+m/hmzb71CnTDdI/OqGw6tD4bAAv35Z
clQbQTm2AoGBAOqL7l+uWMq9hujAbUURuW7+Zq3DiBvImWrka3vQZZFyeVVFuqqT
QvCL7Zf8VjgG44Ku1OMytyywXWQg2K+QRz/c+ko8On7BibI+y4+Iqa6Q7qvH5egL
9IPk5Rykj1nGpRi9/PQGjxn4YnpG+ZU1+kqVTNKZcBVoBSxxD8pbTEpmAhUAu6Up
RiJb9zQ8c8qG4Zn6hvphPWw=
-----END DSA PRIVATE KEY-----
EOF
chmod 600 /tmp/id_dsa
python3 -m etl.inventory_cdc --since yesterday
""",
    )

    load = BashOperator(task_id="dbt_build", bash_command="cd /opt/dbt && dbt build --select tag:inventory_cdc")

    start >> extract >> load
