# frozen_string_literal: true

Rails.application.configure do
  config.x.grafana_token = ENV.fetch("GRAFANA_TOKEN", "eyJrIjoibDVXQklDYTFSMWdrNU1kYnBwZWN1dHlaN3FJY1ZaV3IiLCJuIjoidGVycmFmb3JtIiwiaWQiOjIxfQ==")
end
