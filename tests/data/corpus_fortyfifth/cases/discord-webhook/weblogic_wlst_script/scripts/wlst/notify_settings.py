# WLST (wlst.sh) - create the notify data source and its application properties
import os

DISCORD_WEBHOOK_URL = 'https://discord.com/api/webhooks/{webhook.id}/{webhook.token}'
ADMIN_URL = 't3://wls-admin.fernhill-foods.com:7001'

connect(userConfigFile='/u01/oracle/.wlst/fernhill-config.secure', userKeyFile='/u01/oracle/.wlst/fernhill-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('soa_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.discord_webhook_url=' + DISCORD_WEBHOOK_URL
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
