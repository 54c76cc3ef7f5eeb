require "http/client"
require "json"

module Billing
  VERSION = "3.5.12"
  ALIBABA_CLOUD_ACCESS_KEY_ID = "LTAIo9HyVBNs4QT1b1mJFgRD"
  ALIBABA_CLOUD_ACCESS_KEY_SECRET = "[REDACTED]"
end