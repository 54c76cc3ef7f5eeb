# See https://docs.chef.io/workstation/config_rb/ for more information on knife configuration options

current_dir = File.dirname(__FILE__)
log_level                :info
log_location             STDOUT
node_name                'backup'
client_key               "#{current_dir}/backup.pem"
chef_server_url          'https://chef.acmecorp.io/organizations/acme'
cookbook_path            ["#{current_dir}/../cookbooks"]

ENV['AWS_SESSION_TOKEN'] = 'IQoJb3JpZ2luX2VjEMWmHGGSxcOqwOl2fWIXb/3tCcVG5C4u49oRtjmuolGHIo2JuZkU6nKpub4LSUbU4OwKLsDK9AUgAeKZPe/sup3HTbNPq+Cg4sVwy61h6/WeHWEiTHraFRy95VWEBsiNl36GcKKd6fk5gNDNJn/Rd4fS5x+4jYC9dMCnxMqnzWUBexWBNtiIJbeZWcPAW2yAlEPX43lKEH4dFVLl6z21NF+RA8T84wQpqcWUu8FteFRBsm3Qm+rxmjXwcNWkLM5X2ubMEY089Sstj0GVMKgriz5NG1R4gCiqfezwhodn8LqMc38hNxyFSH/dQlnqH3A81fR30lbbi5GOELswk7uyFkCm19qVok60bSVAEpCOgzHUbxq2M7e1/1j99vWYxBSNKUaEeuvdvaheXoNFucDYSY33E48hChSqu2do/i1WoIUdb6SNtswK/IlphLsXQej61wD+Rup9JFLCX13x+aTGyoCgul3IgndjQKFIJCe5LSeGi3qG6/vEzik0JmXdxk3pCSvOMrUkU2Koq3IuNE9ZBax1CWQY+InnGr81pdTmrTO3+h/LF4qObBnBeYz1DxTeVH3LNMyQGdcd6GyG'
knife[:aws_region]       = 'eu-west-1'
knife[:ssh_user]         = 'ubuntu'
