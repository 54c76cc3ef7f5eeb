require "http/client"
require "json"

module Billing
  VERSION = "2.14.3"
  RESEND_API_KEY = "re_EXAMPLExxxxxxxxxxxxxxxxxxxxxxxxxx"
end