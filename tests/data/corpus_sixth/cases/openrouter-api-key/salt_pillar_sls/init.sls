# pillar/ingest/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
ingest:
  env: {{ env }}
  port: 8080
  workers: 13
  secrets:
    openrouter_api_key: sk-or-v1-e9524df8...
  repo: https://github.com/acmecorp/ingest.git
  rev: a944fa47b308523ec5a4acf56337642bef04234b
