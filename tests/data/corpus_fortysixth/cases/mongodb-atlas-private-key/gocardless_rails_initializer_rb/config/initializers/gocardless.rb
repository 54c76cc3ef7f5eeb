# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

MONGODB_ATLAS_PUBLIC_KEY = "hgaecdlm"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
