require "http/client"
require "json"

module Webhooks
  VERSION = "2.28.0"
  FRAMEIO_TOKEN = "fio-u-sXhlOMVKNeUKhsWO1lWwi9o1G8BaROgBqQW3ncapkb1Uvmin79EuFbXAirgvzPd-"
end
