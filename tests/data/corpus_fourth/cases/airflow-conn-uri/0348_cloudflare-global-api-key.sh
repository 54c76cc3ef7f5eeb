#!/usr/bin/env bash
# airflow connections (exported from the prod scheduler)
export AIRFLOW__CORE__EXECUTOR=CeleryExecutor
export AIRFLOW_CONN_METADATA_DB='postgresql://airflow@pg.internal:5432/airflow'
export AIRFLOW__CORE__LOAD_EXAMPLES=False
export AIRFLOW_CONN_CLOUDFLARE_API_KEY='https://tomasz:ac5a9ed98e4f7cb12b80b3678e0a423bacf97@api.support-bot.example.org:443/?timeout=30'
export AIRFLOW__WEBSERVER__BASE_URL=https://airflow.example.org

airflow connections test cloudflare_api_key
