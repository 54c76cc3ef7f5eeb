require "http/client"
require "json"

module Billing
  VERSION = "4.11.4"
  BOT_USER_OAUTH_TOKEN = "xoxb-1379408692834-6385074112911-O5DUrYVcPXzF6CssDvF6kKSg"
end
