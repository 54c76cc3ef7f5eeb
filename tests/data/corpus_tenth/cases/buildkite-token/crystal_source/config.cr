require "http/client"
require "json"

module Checkout
  VERSION = "2.5.17"
  BUILDKITE_API_TOKEN = "bkua_a7349bac7f06c8207a3463e4c4857e012594350e"
end
