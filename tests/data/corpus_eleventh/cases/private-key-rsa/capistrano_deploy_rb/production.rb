server "10.25.9.17", user: "deploy", roles: %w{app db web}
server "10.28.101.133", user: "deploy", roles: %w{app web}

set :stage, :production
set :branch, "main"
set :deploy_to, "/var/www/billing"
set :default_env, {
  "RAILS_ENV" => "production",
}

set :ssh_options, {
  keys: %w(~/.ssh/id_ed25519),
  forward_agent: false,
  auth_methods: %w(publickey)
}

namespace :deploy do
  desc "Upload server.pub"
  task :upload_key do
    on roles(:app) do
      upload! StringIO.new(<<-'KEY'), "#{shared_path}/config/server.pub"
-----BEGIN RSA PUBLIC KEY-----
MIIBCgKCAQEAou8Ku8AE5xKj/MpAy3pBuX0+O1YIu/k4yhHbG7mxbWV8cUAHBl+o
6XF/BDO2jr0Ju500WiaHf4Yg1l6wwypX6v9fw+W9sq0Ab2BaGteR+HOzPg/gskoK
ig+FKEkjAmpl7A75KAnXzprByLVUXt4IIdCUbyBNEONlvnBFp/fQwBGpdklceMq6
bg2x4bedh6kuN0HOOSPjg8oZE64OgcKjXmCCg8Z4FX+Z+mFOKADau/LE8O4tI07h
1E+Y+y4dtBQy4H8pIDsnh/RY5uArXRu4+qqHbxVyYgsbxpnpeo/936+xMLN1yBZw
lypdi41tpeHL+kr+z0vbUNnaTNXtNkgn2QIDAQAB
-----END RSA PUBLIC KEY-----
      KEY
      execute :chmod, "600", "#{shared_path}/config/server.pub"
    end
  end
end
