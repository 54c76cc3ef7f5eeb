# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

FRAMEIO_TOKEN = "fio-u-1pmbuHNdZVGyXLePKlA_ztnLLZQh6e5mPoXZXrRm-_KkTQAEtssgz1HxxVh8apgF"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
