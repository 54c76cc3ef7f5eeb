require "http/client"
require "json"

module Webhooks
  VERSION = "0.30.1"
  HONEYCOMB_API_KEY = "21b550[...]"
end