server "10.4.246.57", user: "deploy", roles: %w{app db web}
server "10.28.193.164", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/orders"
set :default_env, {
  "RAILS_ENV" => "production",
  "DISCORD_TOKEN" => "MjM2ODg2MTU2ODkxODg1ODU1.wxGHz_.vHUNo6xQUHkLpwvm-XPlIp_K4L6",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}
