#!/usr/bin/env bash
# airflow connections (exported from the prod scheduler)
export AIRFLOW__CORE__EXECUTOR=CeleryExecutor
export AIRFLOW_CONN_METADATA_DB='postgresql://airflow@pg.internal:5432/airflow'
export AIRFLOW__CORE__LOAD_EXAMPLES=False
export AIRFLOW_CONN_POSTHOG_PERSONAL_API_KEY='https://aisha:phx_e1WcAcBT1KADa5vtJiZZzUhZTwg3KqAq0SLYfYRjbSu@api.reports.example.org:443/?timeout=30'
export AIRFLOW__WEBSERVER__BASE_URL=https://airflow.example.org

airflow connections test posthog_personal_api_key
