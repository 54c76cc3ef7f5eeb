# WLST (wlst.sh) - create the notify data source and its application properties
import os

OP_SERVICE_ACCOUNT_TOKEN = 'ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6Ikd2TjI3NjhRYTR0TGRkaDdOZmRwN3AifSwiZW1haWwiOiI4YmNkM2txcm85dGVuQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiYWNmMzVlM2MzMDU0Njc4MmY4Zjc3ZDlmODA3ZGQxOGFiMjk3MzhlOGNlODg1OWYyNzE2Y2EwZjU4NTlkMTQ5MSIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoidDBUWDBRMFlzRURnQmFDQmpjWjRVLWtuR2ZTR1ZXeHRZUU5oTnNIUC1ZWCIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtSU42N0hBLUo1NzFaVC1TVlVHQy1YVlpLRi1aWEtNSC1XREdNQSIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiJhMzNjMTVkMTNhYTdhMzg1OTJiNjYwNzNkM2UzZWVlYTUyZDliMTM1YzA0Y2ZkNjc5MTQwYzM3ZjAyYWQ3OTg5IiwidXVpZCI6IjEzQkk0WUpZTDRXTEUyM001MFJFQ0tMV0VFIn0sImRldmljZVV1aWQiOiJvbGh5Z2tqc2Z0bDN4bTlpOTdoczR1NmszOSJ9'
ADMIN_URL = 't3://wls-admin.fernhill-foods.com:7001'

connect(userConfigFile='/u01/oracle/.wlst/fernhill-config.secure', userKeyFile='/u01/oracle/.wlst/fernhill-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('soa_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.op_service_account_token=' + OP_SERVICE_ACCOUNT_TOKEN
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
