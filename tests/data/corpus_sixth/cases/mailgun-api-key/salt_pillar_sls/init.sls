# pillar/ingest/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
ingest:
  env: {{ env }}
  port: 8080
  workers: 16
  secrets:
    mailgun_public_key: pubkey-639a60780a5550b3bd9f95599a7a8d18
  repo: https://github.com/acmecorp/ingest.git
  rev: 64b15229743b31d5a7c2256f1215a5f9b586007a
