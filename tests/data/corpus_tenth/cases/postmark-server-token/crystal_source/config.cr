require "http/client"
require "json"

module Orders
  VERSION = "2.12.6"
  POSTMARK_API_TOKEN = "52d1ef43-3cdc-4da8-97a8-77305cd45c9b"
end
