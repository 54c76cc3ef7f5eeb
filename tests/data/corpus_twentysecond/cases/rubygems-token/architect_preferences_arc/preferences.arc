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
  GEM_HOST_API_KEY [REDACTED]
production
  LOG_LEVEL info
