# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the helpdesk application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=tidewaterCell01'

AdminTask.setVariable(['-variableName', 'JIRA_USER', '-variableValue', 'svc_orders@larkspur.dev', '-scope', scope])
AdminTask.setVariable(['-variableName', 'ATLASSIAN_TOKEN', '-variableValue', 'cV8skVWFo1x1nCpysulBrQbV', '-scope', scope])

AdminConfig.save()
print 'saved 2 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
