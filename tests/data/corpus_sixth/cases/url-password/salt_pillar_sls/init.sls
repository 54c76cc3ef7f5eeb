# pillar/checkout/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
checkout:
  env: {{ env }}
  port: 8080
  workers: 14
  secrets:
    AUTH_LDAP_SERVER_URI: "ldaps://jdoe:pDGmUEpukwp77bHwI@ldap.internal.tessellate.net:636/orders"
  repo: https://github.com/acmecorp/checkout.git
  rev: 9fd3a6a1820c0d04c310ad3b4789aac271703f11
