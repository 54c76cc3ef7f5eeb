# See https://docs.chef.io/workstation/config_rb/ for more information on knife configuration options

current_dir = File.dirname(__FILE__)
log_level                :info
log_location             STDOUT
node_name                'backup'
client_key               "#{current_dir}/svc_orders.pem"
chef_server_url          'https://chef.acmecorp.io/organizations/acme'
cookbook_path            ["#{current_dir}/../cookbooks"]

ENV['SLACK_USER_TOKEN'] = 'xoxp-••••••••••-••••••••••'
knife[:aws_region]       = 'eu-west-1'
knife[:ssh_user]         = 'ubuntu'
