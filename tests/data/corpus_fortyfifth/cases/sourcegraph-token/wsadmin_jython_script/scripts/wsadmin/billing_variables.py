# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the billing application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=larkspurCell01'

AdminTask.setVariable(['-variableName', 'SRC_ACCESS_TOKEN', '-variableValue', 'sgp_cf619ca6710b6223_5e08ebc800ebbe6e86af7d059b44687173d563be', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
