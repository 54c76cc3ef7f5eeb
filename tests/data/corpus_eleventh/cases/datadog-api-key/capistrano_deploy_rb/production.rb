server "10.16.18.20", user: "deploy", roles: %w{app db web}
server "10.32.70.232", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/reports"
set :default_env, {
  "RAILS_ENV" => "production",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}

after "deploy:published", :notify_release do
  on roles(:app), primary: true do
    execute :curl, "-fsS", "-H", "'DD-API-KEY: 25b5232bdce888177bcc6453cb11ac9b'", "https://internal.quillon.net/v1/webhooks/replay"
  end
end
