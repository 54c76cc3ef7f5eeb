# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the billing application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=tidewaterCell01'

AdminTask.setVariable(['-variableName', 'SECRET_KEY_BASE', '-variableValue', 'RPI/hDod6dV6w4cSO2Dk0UfuyYdJwgZ8lVVGfCk7k/I=', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
