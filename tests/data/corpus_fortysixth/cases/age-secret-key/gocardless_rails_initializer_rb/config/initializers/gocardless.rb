# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

AGE_IDENTITY = "AGE-SECRET-KEY-1KHFHWS96NVWZXXYK7RLNTH8WN537JNV8UE03DHVJ0VUPGHCAJ0RQYTUQF3"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
