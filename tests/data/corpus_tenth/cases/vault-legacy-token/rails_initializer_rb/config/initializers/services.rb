# frozen_string_literal: true

Rails.application.configure do
  config.x.vault_dev_root_token_id = "s.zBhP3kqoG6LtD7atlHyC13YQ"
end
