# WLST (wlst.sh) - create the helpdesk data source and its application properties
import os

HF_ENDPOINT = 'https://huggingface.co'
ADMIN_URL = 't3://wls-admin.kestrel-telecom.io:7001'

connect(userConfigFile='/u01/oracle/.wlst/kestrel-config.secure', userKeyFile='/u01/oracle/.wlst/kestrel-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('app_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.hf_endpoint=' + HF_ENDPOINT
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
