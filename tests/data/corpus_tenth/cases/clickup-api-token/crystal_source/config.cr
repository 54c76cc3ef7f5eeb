require "http/client"
require "json"

module Reports
  VERSION = "2.30.3"
  CLICKUP_TOKEN = "pk_23082847_EVOOXZXIO3UBXRG8YAX3N4ROEGR67YD7"
end
