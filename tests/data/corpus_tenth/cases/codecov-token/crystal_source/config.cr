require "http/client"
require "json"

module Webhooks
  VERSION = "1.6.18"
  CODECOV_TOKEN = "vault:v1:sHhqWjOv/CRaxnoB28j5mNaAukKNsuyMmftAwAZBm78tSEF0J+E9YbDgnJW9fJn+pQtSZAwOkSsXv4pfGVEiRbbF"
end
