# frozen_string_literal: true

Rails.application.configure do
  config.x.circle_token = "CCIPAT_QFenpOU7hJs934dkXLfLpw_6c0373a2ad325457cb0c5730c58b0dc1cebb6023"
end