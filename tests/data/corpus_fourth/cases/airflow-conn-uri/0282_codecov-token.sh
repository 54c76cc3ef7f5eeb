#!/usr/bin/env bash
# airflow connections (exported from the prod scheduler)
export AIRFLOW__CORE__EXECUTOR=CeleryExecutor
export AIRFLOW_CONN_METADATA_DB='postgresql://airflow@pg.internal:5432/airflow'
export AIRFLOW__CORE__LOAD_EXAMPLES=False
export AIRFLOW_CONN_CODECOV_TOKEN='https://kenji:03ee45da-3f75-432e-915e-2dd4b9b2fa0d@api.billing-sync.example.org:443/?timeout=30'
export AIRFLOW__WEBSERVER__BASE_URL=https://airflow.example.org

airflow connections test codecov_token
