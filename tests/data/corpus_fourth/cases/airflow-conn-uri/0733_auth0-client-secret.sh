#!/usr/bin/env bash
# airflow connections (exported from the prod scheduler)
export AIRFLOW__CORE__EXECUTOR=CeleryExecutor
export AIRFLOW_CONN_METADATA_DB='postgresql://airflow@pg.internal:5432/airflow'
export AIRFLOW__CORE__LOAD_EXAMPLES=False
export AIRFLOW_CONN_AUTH0_CLIENT_SECRET='https://kenji:4GDLR3icFHQ6Qz6s-3eFI0maXsR1O8C37ECCrwF_n_FY2OHWAllAvzrdp99JCT0o@api.search-indexer.example.org:443/?timeout=30'
export AIRFLOW__WEBSERVER__BASE_URL=https://airflow.example.org

airflow connections test auth0_client_secret
