# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

STRIPE_RESTRICTED_KEY = "rk_live_EboePgfkuaOXUtwvuwTJ87EQ"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
