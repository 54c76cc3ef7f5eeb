# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

REPLICATE_MODEL_VERSION = "07063c7329310f69176a42d291fbdc32de1e154b363034276397e3c2dc9861ed"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
