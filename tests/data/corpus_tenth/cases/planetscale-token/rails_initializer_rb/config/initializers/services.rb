# frozen_string_literal: true

Rails.application.configure do
  config.x.planetscale_service_token_id = ENV.fetch("PLANETSCALE_SERVICE_TOKEN_ID", "id7stds9jmej")
  config.x.planetscale_service_token = ENV.fetch("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_lqmzVs4HWtcfZmOObQdDCbMRvT-HcAqYo_hymIukudD")
end