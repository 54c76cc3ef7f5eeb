# frozen_string_literal: true

Rails.application.configure do
  config.x.huggingface_org_api_token = "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"
end