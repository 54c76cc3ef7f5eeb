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
  ACCESS_TOKEN glrt--jKX3kAVplE8uWRk-AQN
production
  LOG_LEVEL info
