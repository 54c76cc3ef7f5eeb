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
  PARTNER_BASE_URL https://sandbox.partner.palisade.io
staging
  LOG_LEVEL info
production
  LOG_LEVEL info
  BRAINTREE_ACCESS_TOKEN access_token$production$4blttxjpbxp7wxh9$7fc55980011ad5565489eec6c59ca265
