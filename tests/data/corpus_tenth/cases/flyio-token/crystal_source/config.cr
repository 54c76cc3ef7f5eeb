require "http/client"
require "json"

module Checkout
  VERSION = "2.6.0"
  FLY_TOKEN = "fo1_HRHDrekicHX6pVxdDJ1xqKfD0Ul2D1sOgSd6-SiRVQE"
end
