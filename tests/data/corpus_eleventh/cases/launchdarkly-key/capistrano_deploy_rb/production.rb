server "10.29.146.91", user: "deploy", roles: %w{app db web}
server "10.36.138.101", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/webhooks"
set :default_env, {
  "RAILS_ENV" => "production",
  "LD_SDK_KEY" => "sdk-93ab532e-8cd1-46d9-b8d4-62286f659128",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}