require "http/client"
require "json"

module Checkout
  VERSION = "1.1.2"
  OPENROUTER_KEY = "sk-or-v1-2c36e0a2"
end
