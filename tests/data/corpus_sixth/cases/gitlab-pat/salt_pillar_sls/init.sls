# pillar/checkout/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
checkout:
  env: {{ env }}
  port: 8080
  workers: 6
  secrets:
    gl_access_token: glpat-mmFvndiNTb43Fte-Figl
  repo: https://github.com/acmecorp/checkout.git
  rev: 9beb3ebaa17dd28cd7a0ff2cf7c1ec7789f06f35
