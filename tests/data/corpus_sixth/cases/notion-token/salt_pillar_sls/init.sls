# pillar/checkout/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
checkout:
  env: {{ env }}
  port: 8080
  workers: 6
  secrets:
    NOTION_DATABASE_ID: 3b27e46dccf0fd247bc13eb09eaa482f
  repo: https://github.com/acmecorp/checkout.git
  rev: 75ed374413115d65e93f19482a45f07f5104773e
