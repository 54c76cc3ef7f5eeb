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
  X_API_KEY AmHI3g6hidwUMcV2wLSlQ4zvQIlqBiVxRYSHXbKPyWyWmWAY
production
  LOG_LEVEL info