# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

FLW_SECRET_KEY = "FLWSECK-611c60dc31b8e4a5e41feca74a370deb-X"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
