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
production
  LOG_LEVEL info
  HEC_AUTH_TOKEN 37a010fa-d8f6-4574-afd5-8713b6db3b90
