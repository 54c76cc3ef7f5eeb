# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

RESEND_API_KEY = "re_hX74cnvq_XwZ9FobD3kRJxi8THvqDA1OP"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
