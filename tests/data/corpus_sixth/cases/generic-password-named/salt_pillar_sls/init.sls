# pillar/ingest/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
ingest:
  env: {{ env }}
  port: 8080
  workers: 7
  secrets:
    DB_PASSWORD: changeme
  repo: https://github.com/acmecorp/ingest.git
  rev: 2170b414d36aee43395c14b754fdc603c837be2b
