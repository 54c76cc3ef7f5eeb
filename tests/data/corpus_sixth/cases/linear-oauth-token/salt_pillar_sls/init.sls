# pillar/webhooks/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
webhooks:
  env: {{ env }}
  port: 8080
  workers: 7
  secrets:
    LINEAR_OAUTH_TOKEN: lin_oauth_xxx
  repo: https://github.com/acmecorp/webhooks.git
  rev: 73e24803c083b57b03d640aeb128f1d14d99c9f4
