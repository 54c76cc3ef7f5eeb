# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

SLACK_TEAM_ID = "T0DIKIRPYSM"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
