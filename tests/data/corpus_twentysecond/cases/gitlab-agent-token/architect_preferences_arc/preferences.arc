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
  PARTNER_BASE_URL https://sandbox.partner.quillon.net
staging
  LOG_LEVEL info
  GITLAB_AGENT_TOKEN glagent-dwLPJX5SzUf28t9yTNRMgg52IVHLfK5yZ7LtxpHGAZxN5uO0wU
production
  LOG_LEVEL info