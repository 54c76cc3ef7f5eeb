#!/usr/bin/env bash
# airflow connections (exported from the prod scheduler)
export AIRFLOW__CORE__EXECUTOR=CeleryExecutor
export AIRFLOW_CONN_METADATA_DB='postgresql://airflow@pg.internal:5432/airflow'
export AIRFLOW__CORE__LOAD_EXAMPLES=False
export AIRFLOW_CONN_FACEBOOK_ACCESS_TOKEN='https://priya:EAABmhSPSQjttMsHz1Xw9qdKdp6RVNSbDPx6camj7OIGj9ExzTk9Mmb00sR8HE1ajTm2EZ8pD1L3wUq75aIp6phorHYRFHzDZwFehXYIzSLxNx1ES8RY7x4ZkabCYVDDClu8itMwC56PPb48nOeauPnoHI5fCRGmy4quQKq4mlamNmyrtkU3Igei@api.ingest-gw.example.org:443/?timeout=30'
export AIRFLOW__WEBSERVER__BASE_URL=https://airflow.example.org

airflow connections test facebook_access_token
