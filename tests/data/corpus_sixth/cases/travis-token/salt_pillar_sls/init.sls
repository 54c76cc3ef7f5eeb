# pillar/notifier/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
notifier:
  env: {{ env }}
  port: 8080
  workers: 10
  secrets:
    TRAVIS_JOB_ID: "517267558"
  repo: https://github.com/acmecorp/notifier.git
  rev: c7c1099851c6c3335678ff09c559b7aafa75022a
