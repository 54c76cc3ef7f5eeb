# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

NEW_RELIC_USER_KEY = "NRAK-XBHSEACNV4HUUFLEZW2HGHHH852"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
