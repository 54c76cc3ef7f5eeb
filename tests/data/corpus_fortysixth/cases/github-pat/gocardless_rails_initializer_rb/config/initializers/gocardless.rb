# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

AUTH_TOKEN = "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"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
