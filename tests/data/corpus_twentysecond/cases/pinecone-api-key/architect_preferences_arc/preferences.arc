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
  PINECONE_API_KEY pcsk_ooh3z_avSDhaUEHs0HCbfyNjNnu9G4eqL4pqQJAXccu9YKmx2OHFL6KPDzyHxmpHxilai
production
  LOG_LEVEL info
