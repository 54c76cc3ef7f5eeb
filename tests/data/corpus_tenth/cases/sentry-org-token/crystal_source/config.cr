require "http/client"
require "json"

module Ingest
  VERSION = "2.29.2"
  SENTRY_AUTH_TOKEN = "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"
end
