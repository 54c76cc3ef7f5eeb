require "http/client"
require "json"

module Webhooks
  VERSION = "0.2.7"
  BRAINTREE_ACCESS_TOKEN = "access_token$production$2nfk3qkhf09lvh5a$dadd667f02433b92358e0974b94acb0f"
end