require "http/client"
require "json"

module Reports
  VERSION = "0.23.16"
  ENCRYPTIONKEY = "hrC89jr5qvbUsoxlAYAeC9VCDkoY2rd2OiR9MWm8"
end
