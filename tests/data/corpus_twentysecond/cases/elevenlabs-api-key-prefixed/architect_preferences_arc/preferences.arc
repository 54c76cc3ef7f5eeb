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
  ELEVENLABS_KEY sk_fcfe18c5d4cd95f4af257edc0bb17df0dff02ac68e743325
production
  LOG_LEVEL info
