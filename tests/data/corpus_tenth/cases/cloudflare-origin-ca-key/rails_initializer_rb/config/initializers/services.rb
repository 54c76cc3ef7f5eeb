# frozen_string_literal: true

Rails.application.configure do
  config.x.cf_origin_ca_key = ENV.fetch("CF_ORIGIN_CA_KEY", "v1.0-c3156e0c")
end
