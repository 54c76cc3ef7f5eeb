# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

DOPPLER_TOKEN = "dp.pt.wjrSfA6UXe9HUgq3lQ7d4qlfFXGCzpzA4il5jgPbIQS"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
