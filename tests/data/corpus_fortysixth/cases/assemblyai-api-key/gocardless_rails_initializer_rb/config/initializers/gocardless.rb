# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

ASSEMBLYAI_API_KEY = "f5124d79410ab8e31d2db828b94eb7c3"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
