# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

FLY_API_TOKEN = "fo1_XO3U0P_BdpvgkggW8vlRpUD8X4t_BmA5mDUYRwOPY1l"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
