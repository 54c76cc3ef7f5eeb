#!/usr/bin/env bash
# airflow connections (exported from the prod scheduler)
export AIRFLOW__CORE__EXECUTOR=CeleryExecutor
export AIRFLOW_CONN_METADATA_DB='postgresql://airflow@pg.internal:5432/airflow'
export AIRFLOW__CORE__LOAD_EXAMPLES=False
export AIRFLOW_CONN_POSTMARK_SERVER_TOKEN='https://lea:b98d46bd-3e3b-4ffc-be48-f849ec47d44d@api.ingest-gw.example.org:443/?timeout=30'
export AIRFLOW__WEBSERVER__BASE_URL=https://airflow.example.org

airflow connections test postmark_server_token
