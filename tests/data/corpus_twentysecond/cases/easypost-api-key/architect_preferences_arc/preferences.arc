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
  EASYPOST_API_KEY EZAKGFnh5XqwL7G22CEnDHDioafJZV4RMMVclF6mCkMVasf05u2xZ8mp6j
production
  LOG_LEVEL info
