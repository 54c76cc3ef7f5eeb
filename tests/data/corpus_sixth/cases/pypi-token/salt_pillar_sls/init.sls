# pillar/webhooks/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
webhooks:
  env: {{ env }}
  port: 8080
  workers: 4
  secrets:
    pypi_token: pypi-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
  repo: https://github.com/acmecorp/webhooks.git
  rev: e9fe7feaa97fdacd6b610a69879325f5a85a509e
