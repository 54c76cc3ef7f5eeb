require "http/client"
require "json"

module Checkout
  VERSION = "0.7.4"
  MAIL_URL = "smtp://deploy:uV5gf3jSY6ONGcq@smtp.gw.tidewater.com:587/crm_prod"
end