# pillar/billing/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
billing:
  env: {{ env }}
  port: 8080
  workers: 7
  secrets:
    npm_token: 285d41f1-bd4e-4285-a580-3f76dc98442e
  repo: https://github.com/acmecorp/billing.git
  rev: e7df0e80fc23a2a95af978eac5288b5603ae39e8
