# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the billing application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=fernhillCell01'

AdminTask.setVariable(['-variableName', 'WANDB_API_KEY', '-variableValue', '74070fc164052e4c521ff0f46b915920722a8fd1', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
