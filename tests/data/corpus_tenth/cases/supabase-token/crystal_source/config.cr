require "http/client"
require "json"

module Billing
  VERSION = "1.13.3"
  SUPABASE_ACCESS_TOKEN = "<SUPABASE_TOKEN>"
end
