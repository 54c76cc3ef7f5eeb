#!/usr/bin/env bash
# airflow connections (exported from the prod scheduler)
export AIRFLOW__CORE__EXECUTOR=CeleryExecutor
export AIRFLOW_CONN_METADATA_DB='postgresql://airflow@pg.internal:5432/airflow'
export AIRFLOW__CORE__LOAD_EXAMPLES=False
export AIRFLOW_CONN_HCLOUD_TOKEN='https://kenji:T4exexlkzr3QKJKSRnGCrI48miucApPFefTtzfV7nfrkIY0CWXjR6YjfLHljpqIX@api.ingest-gw.example.org:443/?timeout=30'
export AIRFLOW__WEBSERVER__BASE_URL=https://airflow.example.org

airflow connections test hcloud_token
