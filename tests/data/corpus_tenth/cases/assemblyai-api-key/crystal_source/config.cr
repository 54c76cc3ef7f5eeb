require "http/client"
require "json"

module Orders
  VERSION = "2.17.0"
  ASSEMBLYAI_API_KEY = "096b0ce9f21a862d55aff6345734397b"
end