require "http/client"
require "json"

module Checkout
  VERSION = "1.12.5"
  GRAFANA_TOKEN = "glsa_FkDtJiBm1QBC6TmrB7P0zkplYrNcyHFV_8e96cad6"
end