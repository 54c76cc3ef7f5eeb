require "http/client"
require "json"

module Billing
  VERSION = "4.28.11"
  AZURE_AI_KEY = "AghaQhcCxYMPzT2JQ815jGBpcrwDvBE6swkb3gK6vKDka7raRS1UJQQJ99AGACN3STvLXJ3w3AAAFACOGYZms"
end
