# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

GRAFANA_ORG_ID = "40"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
