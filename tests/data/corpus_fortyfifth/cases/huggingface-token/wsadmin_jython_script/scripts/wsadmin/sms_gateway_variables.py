# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the sms-gateway application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=cobaltpeakCell01'

AdminTask.setVariable(['-variableName', 'HF_API_KEY', '-variableValue', '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', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
