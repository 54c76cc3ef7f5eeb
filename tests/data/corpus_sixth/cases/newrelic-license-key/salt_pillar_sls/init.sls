# pillar/ingest/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
ingest:
  env: {{ env }}
  port: 8080
  workers: 5
  secrets:
    new_relic_browser_key: NRJS-8723d93f3d8e1e3eee6
  repo: https://github.com/acmecorp/ingest.git
  rev: 291f94cc7f67634b3e131e6d6e97a191ffb452b9
