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
  GOOGLE_CLIENT_ID 085884969634-zox4odgh5z6bb2sgpmvzusk0woy71rw5.apps.googleusercontent.com
  API_TOKEN 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