# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the notify application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=fernhillCell01'

AdminTask.setVariable(['-variableName', 'NETLIFY_AUTH_TOKEN', '-variableValue', 'KTeQEhehnay97cTCtc959T0rYxWkofFqOOn8ek7Ey4j', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
