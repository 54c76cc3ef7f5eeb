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
  PARTNER_BASE_URL https://sandbox.partner.tidewater.com
staging
  LOG_LEVEL info
production
  LOG_LEVEL info
  HF_TOKEN_PATH /run/secrets/hf_token
