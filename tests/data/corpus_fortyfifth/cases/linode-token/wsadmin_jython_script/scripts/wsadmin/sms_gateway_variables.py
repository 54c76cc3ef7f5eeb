# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the sms-gateway application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=fernhillCell01'

AdminTask.setVariable(['-variableName', 'LINODE_TOKEN', '-variableValue', '2d9a719fb8d3c4628d6af9436692ac99326f2746387f92b95903a161e0a30406', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
