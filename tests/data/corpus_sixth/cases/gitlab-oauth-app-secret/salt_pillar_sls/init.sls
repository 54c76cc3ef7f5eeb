# pillar/ingest/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
ingest:
  env: {{ env }}
  port: 8080
  workers: 13
  secrets:
    OAUTH_APP_SECRET: gloas-cq-7EgzV1F9WWNMhMVlWg0_AsUeXteYdWOgNF6OCVOS3MZNsFxAeK3s0jZx4HDx9
  repo: https://github.com/acmecorp/ingest.git
  rev: f436234249983bc92b3507b4caa9504f7a457b28