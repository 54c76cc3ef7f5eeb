# frozen_string_literal: true

# config/initializers/gocardless.rb
require "gocardless_pro"

DO_API_TOKEN = "dop_v1_d8744b3d07c31b665fa3d30ac89ab762330e797197c8af7b43d42fd4ee3df20c"

GOCARDLESS = GoCardlessPro::Client.new(
  access_token: ENV.fetch("GOCARDLESS_ACCESS_TOKEN"),
  environment: Rails.env.production? ? :live : :sandbox
)
