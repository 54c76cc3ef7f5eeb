# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the helpdesk application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=tidewaterCell01'

AdminTask.setVariable(['-variableName', 'HEC_AUTH_TOKEN', '-variableValue', 'aa3a1029-b454-43cf-852c-e4e00f5a6fc3', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
