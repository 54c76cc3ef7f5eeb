# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the checkout application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=fernhillCell01'

AdminTask.setVariable(['-variableName', 'MAPBOX_STYLE_URL', '-variableValue', 'mapbox://styles/kestrelworks/clgeiwgwrgnir9ly6ugznpry7', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
