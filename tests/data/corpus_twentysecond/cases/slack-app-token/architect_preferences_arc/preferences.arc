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
  SLACK_APP_TOKEN xapp-1-AHTGXTEJCUT-5041441545129-2a181f5957ba0e89a38839372591bcca131cd35300d9bfab8f689043b90d93fe
