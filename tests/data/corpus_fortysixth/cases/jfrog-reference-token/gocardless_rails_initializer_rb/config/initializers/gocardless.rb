# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

ARTIFACTORY_TOKEN = ENV.fetch("JFROG_REFERENCE_TOKEN")

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
