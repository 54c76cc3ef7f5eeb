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
  TOKEN glcbt-a0_MwNv6gsSJ5AJ4EfPVgz7
production
  LOG_LEVEL info