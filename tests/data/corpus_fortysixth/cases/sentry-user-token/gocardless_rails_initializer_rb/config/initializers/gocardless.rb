# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

SENTRY_DSN = "https://e9d74b07baa294e8a7adc1fb5a92b361@o2975647.ingest.sentry.io/4504951961282250"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
