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
  NEON_API_KEY napi_r5ol043kpc9ykiqdedi0kxj2xpdv4z4z64prb17r55tbka74p3zrla2bbf2lovqh
production
  LOG_LEVEL info
