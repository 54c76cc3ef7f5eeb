# frozen_string_literal: true

Rails.application.configure do
  config.x.claude_code_oauth_token = "sk-ant-oat01-VIr1hzzeK0uFlNpnu5T-c4XfU3Z5vC_jfhX_uOFTz3prKzdI7T3SIXfR0r3XLgblYzMekO8s4ZkVMPTbyjWTDEs2a7xgmAA"
end