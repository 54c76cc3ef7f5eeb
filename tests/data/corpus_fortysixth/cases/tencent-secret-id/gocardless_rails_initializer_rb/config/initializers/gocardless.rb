# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

ACCESS_TOKEN = "AKIDA6eCfRurJiBugfMBShOnRMVNByubEuqr"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
