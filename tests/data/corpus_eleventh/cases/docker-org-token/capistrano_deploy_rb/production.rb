server "10.5.115.160", user: "deploy", roles: %w{app db web}
server "10.14.82.31", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/billing"
set :default_env, {
  "RAILS_ENV" => "production",
  "DOCKERHUB_ORG_TOKEN" => "dckr_oat_TrUcCc271v56w-yQntrPe24ANnBiH-tY",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}