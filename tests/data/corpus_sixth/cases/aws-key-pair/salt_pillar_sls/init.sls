# pillar/billing/init.sls
{% set env = salt['grains.get']('env', 'prod') %}
billing:
  env: {{ env }}
  port: 8080
  workers: 2
  secrets:
    bucket_key: AKIAA4LM7IIOCW6Y5UA7
    uploader_secret: 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
  repo: https://github.com/acmecorp/billing.git
  rev: 82007a9a9acc29594af21726ea59c194870ca9ae
