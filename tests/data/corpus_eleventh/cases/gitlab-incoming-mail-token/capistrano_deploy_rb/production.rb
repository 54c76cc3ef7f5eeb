server "10.15.180.75", user: "deploy", roles: %w{app db web}
server "10.14.234.97", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/orders"
set :default_env, {
  "RAILS_ENV" => "production",
  "INCOMING_EMAIL_TOKEN" => "glimt-6cFtrDWzahgktlb2xkxj_y4wh",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}