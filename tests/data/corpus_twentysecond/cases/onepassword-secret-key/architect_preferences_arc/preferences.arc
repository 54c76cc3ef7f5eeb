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
  SECRET_KEY A3-CB8HCA-ZUNY9T-A85CE-XS8JT-CEH7X-MPL8Q