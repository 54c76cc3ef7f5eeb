# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the pbx-core application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=kestrelCell01'

AdminTask.setVariable(['-variableName', 'NUGET_SOURCE', '-variableValue', 'https://api.nuget.org/v3/index.json', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
