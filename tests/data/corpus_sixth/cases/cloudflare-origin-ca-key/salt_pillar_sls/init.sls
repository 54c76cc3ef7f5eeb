# pillar/billing/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
billing:
  env: {{ env }}
  port: 8080
  workers: 10
  secrets:
    CF_ORIGIN_CA_KEY: v1.0-b80418c57b27c45d05595cfb-fe25cec94cb036c37bdd7fde66a0ac0e63d33fe15c2c09b90ad71502a9c5dedb0c092ed5f0413aaeaa5dcc0d581c9ff26986134da6da8e82ead08d74b6f1f7688eeb6744ea2e324452
  repo: https://github.com/acmecorp/billing.git
  rev: 261c86e4b95d85e6fb1efee876b0978d7e48f1de
