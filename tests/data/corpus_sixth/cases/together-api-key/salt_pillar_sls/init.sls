# pillar/notifier/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
notifier:
  env: {{ env }}
  port: 8080
  workers: 14
  secrets:
    together_model_checksum: a3ba9b96d3bd90988ad2694e5e740d94d51db6731388af9c57f0119d2b278fd1
  repo: https://github.com/acmecorp/notifier.git
  rev: 39fa78b203afb91b461751fac8966456a09f9410
