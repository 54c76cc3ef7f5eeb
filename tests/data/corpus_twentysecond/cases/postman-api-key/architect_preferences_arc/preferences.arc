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
  PARTNER_BASE_URL https://sandbox.partner.kestrelworks.io
staging
  LOG_LEVEL info
  POSTMAN_API_KEY akv:POSTMAN_API_KEY
production
  LOG_LEVEL info
