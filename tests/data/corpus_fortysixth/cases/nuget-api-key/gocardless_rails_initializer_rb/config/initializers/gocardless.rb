# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

NUGET_API_KEY = "oy2xsawrxexuyrg6pm0a5iae5esji5j17z9crfamisc348"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
