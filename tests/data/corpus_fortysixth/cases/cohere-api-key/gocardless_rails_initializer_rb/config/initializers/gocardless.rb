# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

COHERE_MODEL = "embed-english-v3.0"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
