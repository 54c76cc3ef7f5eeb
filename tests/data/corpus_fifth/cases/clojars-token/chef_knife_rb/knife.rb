# See https://docs.chef.io/workstation/config_rb/ for more information on knife configuration options

current_dir = File.dirname(__FILE__)
log_level                :info
log_location             STDOUT
node_name                'svc_orders'
client_key               "#{current_dir}/svc_orders.pem"
chef_server_url          'https://chef.acmecorp.io/organizations/acme'
cookbook_path            ["#{current_dir}/../cookbooks"]

knife[:clojars_password] = 'CLOJARS_1404b41b5d7362f4fe39468508eb4c800d51c5aa37a9486f197b0b6e9253'
knife[:aws_region]       = 'eu-west-1'
knife[:ssh_user]         = 'ubuntu'