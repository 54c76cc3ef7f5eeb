require "http/client"
require "json"

module Orders
  VERSION = "2.10.2"
  XI_API_KEY = "[hidden]"
end