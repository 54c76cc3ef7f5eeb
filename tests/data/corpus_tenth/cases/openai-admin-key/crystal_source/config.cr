require "http/client"
require "json"

module Notifier
  VERSION = "1.26.8"
  OPENAI_ADMIN_KEY = "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"
end
