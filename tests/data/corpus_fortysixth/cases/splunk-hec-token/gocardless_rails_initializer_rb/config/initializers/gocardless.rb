# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)

NOTIFY_API = Faraday.new(
  url: "https://splunk.larkspur-clinic.com:8088/services/collector/event",
  headers: { "Authorization" => "Splunk 6d3d1901-bdc5-4e3d-9453-3bb0361cdea6" }
)
