require "http/client"
require "json"

module Orders
  VERSION = "3.17.13"
  NETRC = "machine api.heroku.com login svc_orders password oD4WaxMyKhudvIxjEl"
end