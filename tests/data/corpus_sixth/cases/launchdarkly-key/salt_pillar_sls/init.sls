# pillar/notifier/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
notifier:
  env: {{ env }}
  port: 8080
  workers: 3
  secrets:
    launchdarkly_sdk_key: sdk-02b1dc2b-c006-4757-9221-31677d22d775
  repo: https://github.com/acmecorp/notifier.git
  rev: 5272b0d27ab4f1f65c85b34599ee06ab11c32726
