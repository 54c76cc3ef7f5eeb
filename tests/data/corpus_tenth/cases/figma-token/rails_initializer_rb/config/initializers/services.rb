# frozen_string_literal: true

Rails.application.configure do
  config.x.figma_pat = ENV.fetch("FIGMA_PAT", "figd_1ViCKJyr")
end
