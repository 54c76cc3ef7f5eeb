#!/usr/bin/env bash
# airflow connections (exported from the prod scheduler)
export AIRFLOW__CORE__EXECUTOR=CeleryExecutor
export AIRFLOW_CONN_METADATA_DB='postgresql://airflow@pg.internal:5432/airflow'
export AIRFLOW__CORE__LOAD_EXAMPLES=False
export AIRFLOW_CONN_PLANETSCALE_SERVICE_TOKEN='https://tomasz:pscale_tkn_AgwqDYv2qJjFZ6XcUM__xa5J9W9roUFpB9b9DmyWF_Y@api.search-indexer.example.org:443/?timeout=30'
export AIRFLOW__WEBSERVER__BASE_URL=https://airflow.example.org

airflow connections test planetscale_service_token
