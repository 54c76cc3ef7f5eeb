@sandbox
environment testing
useAWS true
no-hydrate false

@create
autocreate true

# The @env pragma is synced (and overwritten) by running arc env
@env
testing
  LOG_LEVEL debug
  PARTNER_BASE_URL https://sandbox.partner.fernhill.com
staging
  LOG_LEVEL info
production
  LOG_LEVEL info
  SENTRY_ORG_TOKEN 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
