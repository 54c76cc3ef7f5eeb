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
  TOKEN hvb.AAAAAVwVVIZTSyEqpxfYKWzBuZVxKaqU8oc4nqAYqeekiNoVpYM0tVHVi1pX_YQjmKGp685SpqBwUE6HtYVPMEetsvnKT8AEaCgNek7KQt2jsZii1CW1SOUy0W6MJgJfT4hfFi_NO-wP87YlG1UBUqh9QLgLJcUU
production
  LOG_LEVEL info
