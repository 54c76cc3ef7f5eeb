# pillar/checkout/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
checkout:
  env: {{ env }}
  port: 8080
  workers: 4
  secrets:
    FASTLY_SERVICE_ID: zNRfK3YvJ32lHNwxHjqPqH
  repo: https://github.com/acmecorp/checkout.git
  rev: c7243bde1c8633dea997ec2e4c3ee8eb6511404d
