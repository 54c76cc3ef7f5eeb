# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

TWILIO_VERIFY_SERVICE_SID = "VA9cd598f64a920bbdafa45988aed8caef"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
