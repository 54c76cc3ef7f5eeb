# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

SNYK_AUTH_TOKEN = "sha512-Fz4ATMLBPDKPE4c1pZqUy3HzCmogArowMAdZ223l/y30R6KhtKZnA3ZTC9x3yMB/2t5cIMBn92nbY81IVKIPxg=="

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
